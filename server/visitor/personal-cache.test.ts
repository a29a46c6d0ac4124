import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/edge-cache';
import { createPersonalCache } from './personal-cache';

/** A personal cache on a memory store and a clock the test moves. */
function setup(options: { ttlMs?: number; maxVisitors?: number } = {}) {
  let clock = 1_000_000;
  const now = () => clock;
  const store = createMemoryStore({ now });
  const cache = createPersonalCache({
    store: () => store,
    ttlMs: options.ttlMs ?? 30_000,
    maxVisitors: options.maxVisitors ?? 10,
    now,
  });
  return { cache, store, advance: (ms: number) => (clock += ms) };
}

describe('createPersonalCache', () => {
  it('keeps what a render put for the same visitor, within the time to live', async () => {
    const { cache, advance } = setup();
    (await cache.open('visitor-a')).put('self', { firstName: 'Ada' });
    expect((await cache.open('visitor-a')).get('self')).toEqual({ firstName: 'Ada' });
    expect((await cache.open('visitor-b')).get('self')).toBeUndefined();
    advance(29_999);
    expect((await cache.open('visitor-a')).get('self')).toBeDefined();
    advance(1);
    expect((await cache.open('visitor-a')).get('self')).toBeUndefined();
  });

  it('counts an entry from when its load began, not when it was put', async () => {
    const { cache, advance } = setup();
    const view = await cache.open('visitor-a');
    advance(20_000);
    view.put('self', 1);
    advance(10_000);
    expect((await cache.open('visitor-a')).get('self')).toBeUndefined();
  });

  it('forgets a visitor on a write, here and for every instance sharing the store', async () => {
    const { cache, store } = setup();
    const other = createPersonalCache({ store: () => store, ttlMs: 30_000, maxVisitors: 10 });
    (await cache.open('visitor-a')).put('self', 1);
    (await other.open('visitor-a')).put('self', 1);
    (await cache.open('visitor-b')).put('self', 2);
    await cache.forget('visitor-a');
    expect((await cache.open('visitor-a')).get('self')).toBeUndefined();
    expect((await other.open('visitor-a')).get('self')).toBeUndefined();
    expect((await cache.open('visitor-b')).get('self')).toBe(2);
  });

  it('never serves a load that began before the write, even when it finished after', async () => {
    const { cache } = setup();
    const before = await cache.open('visitor-a');
    await cache.forget('visitor-a');
    before.put('self', 'as before the write');
    expect((await cache.open('visitor-a')).get('self')).toBeUndefined();
    const after = await cache.open('visitor-a');
    after.put('self', 'fresh');
    expect((await cache.open('visitor-a')).get('self')).toBe('fresh');
  });

  it('keeps at most maxVisitors, dropping the one read longest ago', async () => {
    const { cache } = setup({ maxVisitors: 2 });
    (await cache.open('a')).put('self', 'a');
    (await cache.open('b')).put('self', 'b');
    (await cache.open('a')).put('product:x', 'x');
    (await cache.open('c')).put('self', 'c');
    expect((await cache.open('a')).get('self')).toBe('a');
    expect((await cache.open('b')).get('self')).toBeUndefined();
    expect((await cache.open('c')).get('self')).toBe('c');
  });

  it('keeps nothing for visitors whose entries have all expired (memory follows recent visitors)', async () => {
    const { cache, advance } = setup({ maxVisitors: 100 });
    for (const visitor of ['a', 'b', 'c']) (await cache.open(visitor)).put('self', visitor);
    expect(cache.visitorsKept()).toBe(3);
    advance(20_000);
    (await cache.open('c')).put('product:x', 'x');
    advance(10_000);
    await cache.open('d');
    expect(cache.visitorsKept()).toBe(1);
    expect((await cache.open('c')).get('product:x')).toBe('x');
  });

  it('works without the shared store (it failing): entries then only expire or are dropped here', async () => {
    const failing = createMemoryStore();
    failing.get = async () => {
      throw new Error('down');
    };
    failing.set = async () => {
      throw new Error('down');
    };
    const cache = createPersonalCache({ store: () => failing, ttlMs: 30_000, maxVisitors: 10 });
    (await cache.open('a')).put('self', 1);
    expect((await cache.open('a')).get('self')).toBe(1);
    await cache.forget('a');
    expect((await cache.open('a')).get('self')).toBeUndefined();
  });

  describe('joinLoad: renders that miss at once ask commerce once', () => {
    /** A load the test settles, counting how often it was started. */
    function deferredLoads() {
      const started: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
      const load = () =>
        new Promise<string>((resolve, reject) => started.push({ resolve, reject }));
      const nth = (index: number) => {
        const settle = started[index];
        if (!settle) throw new Error(`load ${index} was never started`);
        return settle;
      };
      return { load, started, nth };
    }

    it("shares one running load of a key between the visitor's renders, then loads again", async () => {
      const { cache } = setup();
      const { load, started, nth } = deferredLoads();
      const first = (await cache.open('visitor-a')).joinLoad('self', load);
      const second = (await cache.open('visitor-a')).joinLoad('self', load);
      expect(started).toHaveLength(1);
      nth(0).resolve('Ada');
      expect(await Promise.all([first, second])).toEqual(['Ada', 'Ada']);
      const later = (await cache.open('visitor-a')).joinLoad('self', load);
      expect(started).toHaveLength(2);
      nth(1).resolve('Ada again');
      expect(await later).toBe('Ada again');
    });

    it.each([
      ['another visitor', 'visitor-b', 'self'],
      ['another key', 'visitor-a', 'product:x'],
    ])('never joins the load of %s', async (_, visitor, key) => {
      const { cache } = setup();
      const { load, started } = deferredLoads();
      const first = (await cache.open('visitor-a')).joinLoad('self', load);
      const other = (await cache.open(visitor)).joinLoad(key, load);
      expect(started).toHaveLength(2);
      started.forEach(({ resolve }, index) => resolve(`answer ${index}`));
      expect(await Promise.all([first, other])).toEqual(['answer 0', 'answer 1']);
    });

    it("never joins a load begun before the visitor's write", async () => {
      const { cache } = setup();
      const { load, started, nth } = deferredLoads();
      const before = (await cache.open('visitor-a')).joinLoad('self', load);
      await cache.forget('visitor-a');
      const after = (await cache.open('visitor-a')).joinLoad('self', load);
      expect(started).toHaveLength(2);
      nth(0).resolve('as before the write');
      nth(1).resolve('fresh');
      expect(await after).toBe('fresh');
      expect(await before).toBe('as before the write');
    });

    it('counts a shared answer from when its load began, not from when a joiner put it', async () => {
      const { cache, advance } = setup();
      const { load, nth } = deferredLoads();
      const leader = await cache.open('visitor-a');
      const first = leader.joinLoad('self', load);
      advance(1_000);
      const joiner = await cache.open('visitor-a');
      const second = joiner.joinLoad('self', load);
      nth(0).resolve('Ada');
      leader.put('self', await first);
      joiner.put('self', await second);
      advance(29_000);
      expect((await cache.open('visitor-a')).get('self')).toBeUndefined();
    });

    it('runs its own load when the one it joined fails', async () => {
      const { cache } = setup();
      const { load, started, nth } = deferredLoads();
      const first = (await cache.open('visitor-a')).joinLoad('self', load);
      const second = (await cache.open('visitor-a')).joinLoad('self', load);
      nth(0).reject(new Error('service down'));
      await expect(first).rejects.toThrow('service down');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started).toHaveLength(2);
      nth(1).resolve('answered');
      expect(await second).toBe('answered');
    });
  });
});
