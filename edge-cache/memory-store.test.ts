import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store';

describe('memory store (what the shared contract cannot cover)', () => {
  it('drops the least recently used entry beyond maxEntries', async () => {
    const store = createMemoryStore({ maxEntries: 2 });
    await store.set('a', 'a', { ttlSeconds: 60 });
    await store.set('b', 'b', { ttlSeconds: 60 });
    await store.get('a'); // a is now more recent than b
    await store.set('c', 'c', { ttlSeconds: 60 });

    expect(await store.get('a')).toBe('a');
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('c')).toBe('c');
  });

  it('forgets tag memberships of evicted and overwritten entries', async () => {
    const store = createMemoryStore({ maxEntries: 1 });
    await store.set('a', 'a', { ttlSeconds: 60, tags: ['t'] });
    await store.set('b', 'b', { ttlSeconds: 60 }); // evicts a
    await store.set('a', 'a again', { ttlSeconds: 60 }); // evicts b; a no longer tagged
    await store.invalidateTag('t');
    expect(await store.get('a')).toBe('a again');
  });

  it('drops entries for good once the stale window has passed too', async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now, staleWindowSeconds: 10 });
    await store.set('k', 'v', { ttlSeconds: 5 });
    now = 14_999;
    expect(await store.getEntry('k')).toEqual({ value: 'v', fresh: false });
    now = 15_000;
    expect(await store.getEntry('k')).toBeUndefined();
  });

  it.each([0, -1, 1.5])('rejects maxEntries %s', (maxEntries) => {
    expect(() => createMemoryStore({ maxEntries })).toThrow(RangeError);
  });

  it('rejects a negative stale window', () => {
    expect(() => createMemoryStore({ staleWindowSeconds: -1 })).toThrow(RangeError);
  });
});
