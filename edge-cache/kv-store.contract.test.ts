/**
 * One contract, every backend: the same cases run against the memory store, a real redis-server
 * (started here on a free loopback port) and the Upstash REST client (through a loopback REST shim
 * in front of that same redis-server). A backend that needs special-casing here is a bug.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { KvStore, KvStoreOptions, RemoteKvStoreOptions } from './kv-store';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import { remoteServers } from '@/tests/support/remote-servers';
import { createUpstashStore } from './upstash-store';

type StoreFactory = (options: RemoteKvStoreOptions) => KvStore;

const servers = remoteServers();

const backends: { name: string; create: StoreFactory }[] = [
  // Memory stores are separate per instance, so they take no prefix.
  {
    name: 'memory',
    create: ({ prefix: _prefix, ...options }: RemoteKvStoreOptions) => createMemoryStore(options),
  },
  { name: 'redis', create: (options) => createRedisStore({ ...options, url: servers.redisUrl }) },
  {
    name: 'upstash',
    create: (options) =>
      createUpstashStore({ ...options, url: servers.upstash.url, token: servers.upstash.token }),
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('KvStore contract: $name', ({ name, create }) => {
  const openStores: KvStore[] = [];
  // A remote store absorbs failures and answers "miss"; without this check a dead backend would
  // pass every "is gone" assertion. Any absorbed failure fails the test.
  const absorbedFailures: unknown[] = [];
  // Redis and Upstash share one redis-server: every store gets a namespace of its own.
  let namespaceCount = 0;
  const uniquePrefix = (label = 'contract') =>
    `${label}-${name}-${process.pid}-${++namespaceCount}:`;

  function openStore(options: KvStoreOptions & { prefix?: string } = {}): KvStore {
    const store = create({
      prefix: uniquePrefix(),
      onError: (error) => absorbedFailures.push(error),
      ...options,
    });
    openStores.push(store);
    return store;
  }

  afterEach(async () => {
    await Promise.all(openStores.splice(0).map((store) => store.close()));
    expect(absorbedFailures.splice(0)).toEqual([]);
  });

  it('gets, overwrites and deletes values', async () => {
    const store = openStore();
    expect(await store.get('missing')).toBeUndefined();
    expect(await store.getEntry('missing')).toBeUndefined();

    await store.set('greeting', 'hello', { ttlSeconds: 60 });
    expect(await store.get('greeting')).toBe('hello');
    await store.set('greeting', 'hello again', { ttlSeconds: 60 });
    expect(await store.get('greeting')).toBe('hello again');

    await store.del('greeting');
    expect(await store.get('greeting')).toBeUndefined();
    await store.del('greeting'); // deleting a missing key is fine
  });

  it('treats setting undefined as deleting, since undefined has no JSON form', async () => {
    const store = openStore();
    await store.set('k', 1, { ttlSeconds: 60 });
    await store.set('k', undefined, { ttlSeconds: 60 });
    expect(await store.getEntry('k')).toBeUndefined();
  });

  it('round-trips nested JSON and returns copies, not shared references', async () => {
    const store = openStore();
    const product = {
      id: 'p-1',
      title: 'Cabernet "Reserve" 2019 — 750 ml 🍷',
      priceCents: 4_500,
      onSale: false,
      salePriceCents: null,
      variants: [
        { sku: 'CAB-19', inventory: [{ location: 'main', count: 12 }] },
        { sku: 'CAB-19-M' },
      ],
      meta: { nested: { deeper: { list: [1, 'two', [3]] } } },
      falsy: { zero: 0, empty: '' },
    };
    await store.set('product', product, { ttlSeconds: 60 });

    const first = await store.get<typeof product>('product');
    expect(first).toEqual(product);
    expect(first).not.toBe(product);
    first!.variants.pop();
    expect(await store.get('product')).toEqual(product);

    // JSON semantics: dates come back as ISO strings.
    await store.set('dated', { at: new Date('2024-05-01T10:00:00Z') }, { ttlSeconds: 60 });
    expect(await store.get('dated')).toEqual({ at: '2024-05-01T10:00:00.000Z' });
  });

  it('expires values: past the TTL only a stale copy is left, past the stale window nothing', async () => {
    const withStaleWindow = openStore();
    const withoutStaleWindow = openStore({ staleWindowSeconds: 0 });
    await withStaleWindow.set('k', 'v', { ttlSeconds: 1 });
    await withoutStaleWindow.set('k', 'v', { ttlSeconds: 1 });
    expect(await withStaleWindow.get('k')).toBe('v');

    await sleep(1_100);

    expect(await withStaleWindow.get('k')).toBeUndefined();
    expect(await withStaleWindow.getEntry('k')).toEqual({ value: 'v', fresh: false });
    expect(await withoutStaleWindow.getEntry('k')).toBeUndefined();
  });

  it('reports freshness through the envelope: fresh within the TTL, stale after it', async () => {
    let now = Date.UTC(2024, 0, 1);
    const store = openStore({ now: () => now });
    await store.set('price-list', { total: 3 }, { ttlSeconds: 60 });
    expect(await store.getEntry('price-list')).toEqual({ value: { total: 3 }, fresh: true });

    now += 59_999;
    expect(await store.getEntry('price-list')).toEqual({ value: { total: 3 }, fresh: true });

    now += 1;
    expect(await store.get('price-list')).toBeUndefined();
    expect(await store.getEntry('price-list')).toEqual({ value: { total: 3 }, fresh: false });
  });

  it('invalidates every key set with a tag, and only those', async () => {
    const store = openStore();
    await store.set('a', 'a', { ttlSeconds: 60, tags: ['products'] });
    await store.set('b', 'b', { ttlSeconds: 60, tags: ['products', 'product:b'] });
    await store.set('c', 'c', { ttlSeconds: 60, tags: ['product:c'] });
    await store.set('d', 'd', { ttlSeconds: 60 });

    await store.invalidateTag('products');
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('c')).toBe('c');
    expect(await store.get('d')).toBe('d');

    await store.invalidateTag('never-used');
    await store.invalidateTag('product:c');
    expect(await store.get('c')).toBeUndefined();

    // The tag works again after an invalidation emptied it.
    await store.set('a', 'a2', { ttlSeconds: 60, tags: ['products'] });
    await store.invalidateTag('products');
    expect(await store.get('a')).toBeUndefined();
  });

  it('marks invalidated entries stale and keeps their copy for stale-if-error', async () => {
    const store = openStore();
    const product = { slug: 'merlot', variants: [], tags: {}, price: 4_900, note: null };
    await store.set('product:merlot', product, { ttlSeconds: 60, tags: ['products'] });
    await store.set('product:syrah', 'syrah', { ttlSeconds: 60 });
    await store.set('page:home', 'home', { ttlSeconds: 60 });

    await store.invalidateTag('products');
    await store.invalidateKey('product:syrah');
    await store.invalidatePrefix('page:');

    // Not fresh (the next read loads again), but the value itself unchanged, empty arrays included.
    expect(await store.get('product:merlot')).toBeUndefined();
    expect(await store.getEntry('product:merlot')).toEqual({ value: product, fresh: false });
    expect(await store.getEntry('product:syrah')).toEqual({ value: 'syrah', fresh: false });
    expect(await store.getEntry('page:home')).toEqual({ value: 'home', fresh: false });

    // Invalidating again, or a key that is not there, changes nothing.
    await store.invalidateTag('products');
    await store.invalidateKey('missing');
    expect(await store.getEntry('product:merlot')).toEqual({ value: product, fresh: false });
    expect(await store.getEntry('missing')).toBeUndefined();

    // A new write is fresh again and carries its tags again.
    await store.set('product:merlot', 'restocked', { ttlSeconds: 60, tags: ['products'] });
    expect(await store.get('product:merlot')).toBe('restocked');
    await store.invalidateTag('products');
    expect(await store.getEntry('product:merlot')).toEqual({ value: 'restocked', fresh: false });
  });

  it('keeps an invalidated entry only as long as it would have been kept', async () => {
    const store = openStore({ staleWindowSeconds: 1 });
    await store.set('k', 'v', { ttlSeconds: 1, tags: ['t'] });
    await store.invalidateTag('t');
    expect(await store.getEntry('k')).toEqual({ value: 'v', fresh: false });

    await sleep(2_100);

    expect(await store.getEntry('k')).toBeUndefined();
  });

  it('keeps cache keys and tags apart even when their names look alike', async () => {
    const store = openStore();
    await store.set('tag:featured', 'a key named like a tag', { ttlSeconds: 60 });
    await store.set('x', 'x', { ttlSeconds: 60, tags: ['featured'] });
    await store.invalidateTag('featured');
    expect(await store.get('x')).toBeUndefined();
    expect(await store.get('tag:featured')).toBe('a key named like a tag');

    await store.set('y', 'y', { ttlSeconds: 60, tags: ['kept'] });
    await store.invalidatePrefix('');
    await store.set('y', 'y', { ttlSeconds: 60, tags: ['kept'] });
    await store.invalidateTag('kept');
    expect(await store.get('y')).toBeUndefined();
  });

  it('invalidates by key prefix, taking the prefix literally', async () => {
    const store = openStore();
    const keys = [
      'product:1',
      'product:2',
      'productivity',
      'catalog:all',
      'promo[1]:x',
      'promo1:x',
      'a*b',
    ];
    for (const key of keys) await store.set(key, key, { ttlSeconds: 60 });

    await store.invalidatePrefix('product:');
    await store.invalidatePrefix('promo[1]');
    await store.invalidatePrefix('a*');

    const left = await Promise.all(keys.map(async (key) => [key, await store.get(key)] as const));
    expect(Object.fromEntries(left)).toEqual({
      'product:1': undefined,
      'product:2': undefined,
      productivity: 'productivity',
      'catalog:all': 'catalog:all',
      'promo[1]:x': undefined,
      'promo1:x': 'promo1:x',
      'a*b': undefined,
    });
  });

  it('invalidates a prefix spanning many scan pages', async () => {
    const store = openStore();
    const keys = Array.from({ length: 1_200 }, (_, index) => `bulk:${index}`);
    await Promise.all(keys.map((key) => store.set(key, 1, { ttlSeconds: 60 })));
    await store.set('other', 1, { ttlSeconds: 60 });

    await store.invalidatePrefix('bulk:');

    const remaining = await Promise.all(keys.map((key) => store.get(key)));
    expect(remaining.filter((value) => value !== undefined)).toHaveLength(0);
    expect(await store.get('other')).toBe(1);
  });

  it('keeps namespaces apart: two prefixes never see each other', async () => {
    const storefront = openStore({ prefix: uniquePrefix('storefront') });
    const admin = openStore({ prefix: uniquePrefix('admin') });

    await storefront.set('k', 'storefront', { ttlSeconds: 60, tags: ['shared-tag'] });
    expect(await admin.get('k')).toBeUndefined();
    await admin.set('k', 'admin', { ttlSeconds: 60, tags: ['shared-tag'] });
    expect(await storefront.get('k')).toBe('storefront');

    await admin.invalidateTag('shared-tag');
    expect(await storefront.get('k')).toBe('storefront');
    await storefront.invalidatePrefix('');
    await storefront.set('after', 1, { ttlSeconds: 60 });
    await storefront.invalidatePrefix('');
    expect(await admin.get('after')).toBeUndefined();
    expect(await storefront.get('k')).toBeUndefined();

    await admin.set('k', 'admin', { ttlSeconds: 60 });
    await storefront.del('k');
    expect(await admin.get('k')).toBe('admin');
  });

  describe('counters', () => {
    const minute = { ttlSeconds: 60 };

    it('gives every caller of a parallel burst a count of its own', async () => {
      const store = openStore();
      const counts = await Promise.all(
        Array.from({ length: 50 }, () => store.increment('burst', 1, minute)),
      );
      expect([...counts].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, index) => index + 1),
      );
      expect(await store.increment('burst', 0, minute)).toBe(50);
    });

    it.each([
      // [steps of `by`, the counts answered]
      [
        [1, 1, 1],
        [1, 2, 3],
      ],
      [[0], [0]],
      [[-1], [0]],
      [
        [2, -1, 0],
        [2, 1, 1],
      ],
      [
        [1, -5, 1],
        [1, 0, 1],
      ],
      [
        [3, -Number.MAX_SAFE_INTEGER, 0],
        [3, 0, 0],
      ],
    ])('counts %j as %j, never below 0', async (steps, answers) => {
      const store = openStore();
      const counts = [];
      for (const by of steps) counts.push(await store.increment('c', by, minute));
      expect(counts).toEqual(answers);
    });

    it('keeps counters apart from values, tags and invalidation', async () => {
      const store = openStore();
      await store.set('shared-name', 'a value', { ttlSeconds: 60, tags: ['t'] });
      expect(await store.increment('shared-name', 2, minute)).toBe(2);
      await store.invalidatePrefix('');
      await store.invalidateTag('t');
      await store.del('shared-name');
      expect(await store.increment('shared-name', 1, minute)).toBe(3);
      expect(await store.getEntry('shared-name')).toBeUndefined();
    });

    it('a fixed counter ends its window when it was created; a sliding one after the last count', async () => {
      const store = openStore();
      const second = { ttlSeconds: 1 };
      await store.increment('fixed', 1, second);
      await store.increment('sliding', 1, { ...second, expiry: 'sliding' });
      await sleep(700);
      await store.increment('fixed', 1, second);
      await store.increment('sliding', 1, { ...second, expiry: 'sliding' });
      // A decrement moves no expiry.
      await store.increment('sliding', -1, { ...second, expiry: 'sliding' });
      await sleep(700);
      expect(await store.increment('fixed', 0, second)).toBe(0);
      expect(await store.increment('sliding', 0, second)).toBe(1);
      await sleep(600);
      expect(await store.increment('sliding', 0, second)).toBe(0);
      // A new window starts from 1.
      expect(await store.increment('fixed', 1, second)).toBe(1);
    });

    it('rejects a step that is not a whole number, and a count without a lifetime', async () => {
      const store = openStore();
      await expect(store.increment('c', 1.5, minute)).rejects.toThrow(RangeError);
      await expect(store.increment('c', 1, { ttlSeconds: 0 })).rejects.toThrow(RangeError);
      expect(await store.increment('c', -1, { ttlSeconds: 0 })).toBe(0);
    });
  });

  it('rejects a TTL that is not a positive number', async () => {
    const store = openStore();
    await expect(store.set('k', 1, { ttlSeconds: 0 })).rejects.toThrow(RangeError);
    await expect(store.set('k', 1, { ttlSeconds: Number.NaN })).rejects.toThrow(RangeError);
  });
});
