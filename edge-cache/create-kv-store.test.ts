import { afterEach, describe, expect, it } from 'vitest';
import { closeKvStore, createKvStore, getKvStore } from './create-kv-store';

afterEach(() => closeKvStore());

describe('createKvStore', () => {
  it.each([
    [{}, 'memory'],
    [{ REDIS_URL: 'redis://127.0.0.1:1' }, 'redis'],
    [
      { KV_REST_API_URL: 'http://127.0.0.1:1', KV_REST_API_TOKEN: 't', REDIS_URL: 'redis://x' },
      'upstash',
    ],
  ] as const)('%o gives the %s backend', async (env, backend) => {
    // Remote stores connect lazily, so nothing is contacted here.
    const store = createKvStore(env);
    expect(store.backend).toBe(backend);
    await store.close();
  });
});

describe('getKvStore', () => {
  it('returns one store per process, kept on globalThis to survive module reloads', () => {
    const store = getKvStore({});
    expect(getKvStore({ REDIS_URL: 'redis://ignored' })).toBe(store);
    expect(Object.values(globalThis)).toContain(store);
  });

  it('makes a new store after closeKvStore', async () => {
    const first = getKvStore({});
    await closeKvStore();
    expect(getKvStore({})).not.toBe(first);
  });
});
