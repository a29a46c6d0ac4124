import { describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_SECONDS } from '@/lib/constants';
import { cached, invalidate, type CacheErrorPhase } from './cached';
import type { KvStore } from './kv-store';
import { createMemoryStore } from './memory-store';

/** A memory store on a hand-driven clock, a recording loader and a recording error hook. */
function harness(store?: KvStore) {
  let now = Date.UTC(2024, 0, 1);
  const kv = store ?? createMemoryStore({ now: () => now });
  const reported: { phase: CacheErrorPhase; servedStale: boolean; message: string }[] = [];
  const loader = vi.fn<() => Promise<string | undefined>>();
  return {
    store: kv,
    loader,
    reported,
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
    read(key = 'wine-list', ttlSeconds = 60) {
      return cached(key, loader, {
        store: kv,
        ttlSeconds,
        tags: ['wines'],
        onError: (error, { phase, servedStale }) =>
          reported.push({
            phase,
            servedStale,
            message: error instanceof Error ? error.message : String(error),
          }),
      });
    },
  };
}

type Harness = ReturnType<typeof harness>;

/** A store whose every operation fails, as a broken backend or a bug in one would. */
function failingStore(): KvStore {
  const fail = () => Promise.reject(new Error('store down'));
  return {
    backend: 'memory',
    get: fail,
    getEntry: fail,
    set: fail,
    del: fail,
    increment: fail,
    invalidateKey: fail,
    invalidateTag: fail,
    invalidatePrefix: fail,
    close: fail,
  };
}

interface Case {
  name: string;
  store?: () => KvStore;
  run(h: Harness): Promise<unknown>;
  expected: {
    result?: unknown;
    rejects?: string;
    loaderCalls: number;
    reported?: { phase: CacheErrorPhase; servedStale: boolean; message: string }[];
  };
}

const cases: Case[] = [
  {
    name: 'hit: a fresh entry is returned without loading',
    async run(h) {
      await h.store.set('wine-list', 'cached list', { ttlSeconds: 60 });
      return h.read();
    },
    expected: { result: 'cached list', loaderCalls: 0 },
  },
  {
    name: 'miss: loads once, stores, and the next call is a hit',
    async run(h) {
      h.loader.mockResolvedValue('loaded list');
      await h.read();
      h.advanceSeconds(59);
      return h.read();
    },
    expected: { result: 'loaded list', loaderCalls: 1 },
  },
  {
    name: 'TTL expiry: past the TTL the value is loaded again',
    async run(h) {
      h.loader.mockResolvedValueOnce('first').mockResolvedValueOnce('second');
      await h.read();
      h.advanceSeconds(61);
      return h.read();
    },
    expected: { result: 'second', loaderCalls: 2 },
  },
  {
    name: 'stale-if-error: a failing loader is answered with the last good value, and reported',
    async run(h) {
      h.loader.mockResolvedValueOnce('last good').mockRejectedValueOnce(new Error('commerce down'));
      await h.read();
      h.advanceSeconds(3_600);
      return h.read();
    },
    expected: {
      result: 'last good',
      loaderCalls: 2,
      reported: [{ phase: 'load', servedStale: true, message: 'commerce down' }],
    },
  },
  {
    name: 'error without a stale value: the loader error is thrown',
    async run(h) {
      h.loader.mockRejectedValueOnce(new Error('commerce down'));
      return h.read();
    },
    expected: { rejects: 'commerce down', loaderCalls: 1 },
  },
  {
    name: 'a failed load stores nothing: the next call loads again',
    async run(h) {
      h.loader.mockRejectedValueOnce(new Error('commerce down')).mockResolvedValueOnce('recovered');
      await h.read().catch(() => undefined);
      return h.read();
    },
    expected: { result: 'recovered', loaderCalls: 2 },
  },
  {
    name: 'single-flight: 10 concurrent misses run the loader once',
    async run(h) {
      h.loader.mockImplementation(
        () => new Promise((resolve) => setTimeout(() => resolve('shared'), 20)),
      );
      const results = await Promise.all(Array.from({ length: 10 }, () => h.read()));
      expect(new Set(results)).toEqual(new Set(['shared']));
      return results[0];
    },
    expected: { result: 'shared', loaderCalls: 1 },
  },
  {
    name: 'single-flight: concurrent callers share a failure too (one load, one report)',
    async run(h) {
      h.loader.mockResolvedValueOnce('last good');
      await h.read();
      h.advanceSeconds(61);
      h.loader.mockImplementation(
        () => new Promise((_, reject) => setTimeout(() => reject(new Error('commerce down')), 20)),
      );
      const results = await Promise.all(Array.from({ length: 10 }, () => h.read()));
      expect(new Set(results)).toEqual(new Set(['last good']));
      return results[0];
    },
    expected: {
      result: 'last good',
      loaderCalls: 2,
      reported: [{ phase: 'load', servedStale: true, message: 'commerce down' }],
    },
  },
  {
    name: 'undefined is not cached: "not found" is asked again next time',
    async run(h) {
      h.loader.mockResolvedValue(undefined);
      await h.read();
      return h.read();
    },
    expected: { result: undefined, loaderCalls: 2 },
  },
  {
    name: 'store failure falls through to the loader, and is reported',
    store: failingStore,
    async run(h) {
      h.loader.mockResolvedValue('from loader');
      return h.read();
    },
    expected: {
      result: 'from loader',
      loaderCalls: 1,
      reported: [
        { phase: 'read', servedStale: false, message: 'store down' },
        { phase: 'write', servedStale: false, message: 'store down' },
      ],
    },
  },
  {
    name: 'a synchronous loader works like an async one',
    async run(h) {
      return cached('sync', () => 'plain value', { store: h.store });
    },
    expected: { result: 'plain value', loaderCalls: 0 },
  },
];

describe('cached()', () => {
  it.each(cases)('$name', async ({ store, run, expected }) => {
    const h = harness(store?.());
    const outcome = run(h);
    if (expected.rejects) await expect(outcome).rejects.toThrow(expected.rejects);
    else expect(await outcome).toEqual(expected.result);
    expect(h.loader).toHaveBeenCalledTimes(expected.loaderCalls);
    expect(h.reported).toEqual(expected.reported ?? []);
  });

  it('defaults the TTL to CACHE_TTL_SECONDS', async () => {
    const h = harness();
    h.loader.mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const read = () => cached('k', h.loader, { store: h.store });
    await read();
    h.advanceSeconds(CACHE_TTL_SECONDS - 1);
    expect(await read()).toBe('first');
    h.advanceSeconds(2);
    expect(await read()).toBe('second');
  });

  it('stores the value with its tags', async () => {
    const h = harness();
    h.loader.mockResolvedValue('list');
    await h.read();
    await h.store.invalidateTag('wines');
    expect(await h.store.get('wine-list')).toBeUndefined();
  });

  it('after an invalidation loads at once, and serves the invalidated copy only if that load fails', async () => {
    const h = harness();
    h.loader
      .mockResolvedValueOnce('before the webhook')
      .mockRejectedValueOnce(new Error('commerce down'))
      .mockResolvedValueOnce('after the webhook');
    await h.read();

    await invalidate({ tags: ['wines'], store: h.store });
    // Within the TTL, yet not a hit: the source is asked again.
    expect(await h.read()).toBe('before the webhook');
    expect(h.reported).toEqual([{ phase: 'load', servedStale: true, message: 'commerce down' }]);
    // The stale copy answered an outage but was not written back as fresh: asked again next time.
    expect(await h.read()).toBe('after the webhook');
    expect(h.loader).toHaveBeenCalledTimes(3);
  });

  it('rejects a TTL that is not a positive number before doing anything', async () => {
    const h = harness();
    await expect(h.read('k', 0)).rejects.toThrow(RangeError);
    expect(h.loader).not.toHaveBeenCalled();
  });
});

describe('invalidate()', () => {
  it('marks entries stale by key, tag and prefix', async () => {
    const store = createMemoryStore();
    const set = (key: string, tags: string[] = []) => store.set(key, key, { ttlSeconds: 60, tags });
    await Promise.all([
      set('by-key'),
      set('by-tag', ['products']),
      set('page:home'),
      set('page:about'),
      set('untouched'),
    ]);

    await invalidate({ keys: ['by-key'], tags: ['products'], prefix: 'page:', store });

    expect(await store.get('by-key')).toBeUndefined();
    expect(await store.get('by-tag')).toBeUndefined();
    expect(await store.get('page:home')).toBeUndefined();
    expect(await store.get('page:about')).toBeUndefined();
    expect(await store.get('untouched')).toBe('untouched');
    for (const key of ['by-key', 'by-tag', 'page:home', 'page:about']) {
      expect(await store.getEntry(key)).toEqual({ value: key, fresh: false });
    }
  });

  it('keeps a load that began before the invalidation from writing back, or being joined', async () => {
    const store = createMemoryStore();
    let finishOldLoad: (value: string) => void = () => {};
    let oldLoaderStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (oldLoaderStarted = resolve));
    const oldLoad = cached(
      'price',
      () => {
        oldLoaderStarted();
        return new Promise<string>((resolve) => (finishOldLoad = resolve));
      },
      { store },
    );
    await started;

    await invalidate({ keys: ['price'], store });
    const newLoad = cached('price', async () => 'new price', { store });
    const joinedOldLoad = new Promise((resolve) =>
      setTimeout(() => resolve('joined the old load'), 200),
    );
    expect(await Promise.race([newLoad, joinedOldLoad])).toBe('new price');

    finishOldLoad('old price');
    expect(await oldLoad).toBe('old price'); // its own caller still gets an answer
    expect(await store.get('price')).toBe('new price');
  });
});
