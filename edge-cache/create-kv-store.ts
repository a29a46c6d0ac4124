/**
 * Backend selection and the process-wide store. Plain Node: no Next imports, so scripts and tests
 * use the same entry point as the site.
 */
import { resolveKvConfig, type KvEnv } from './kv-config';
import type { KvStore, KvStoreOptions } from './kv-store';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import { createUpstashStore } from './upstash-store';

export interface CreateKvStoreOptions extends KvStoreOptions {
  /** Memory backend only: LRU capacity. */
  maxEntries?: number;
  /** Remote backends only: pause after a failure before trying the server again. */
  retryDelayMs?: number;
}

/** Upstash/Vercel KV when its REST settings are present, else Redis with REDIS_URL, else memory. */
export function createKvStore(env: KvEnv, options: CreateKvStoreOptions = {}): KvStore {
  const { backend, prefix } = resolveKvConfig(env);
  switch (backend.kind) {
    case 'upstash':
      return createUpstashStore({ ...options, prefix, url: backend.url, token: backend.token });
    case 'redis':
      return createRedisStore({ ...options, prefix, url: backend.url });
    case 'memory':
      return createMemoryStore(options);
  }
}

/**
 * Kept on globalThis rather than in a module variable: Next's dev server re-evaluates modules on
 * every edit, and a module-level store would open a new Redis connection (and empty the memory
 * cache) each time.
 */
const holder = globalThis as typeof globalThis & { __wineryEdgeCacheKvStore?: KvStore };

/**
 * The store shared by the whole process, created on first use from `env`: the site passes its
 * settings' KV variables (server/config/shared-kv-store.ts); edge-cache itself reads no environment. Later
 * calls return that same store whatever they pass.
 */
export function getKvStore(env: KvEnv): KvStore {
  holder.__wineryEdgeCacheKvStore ??= createKvStore(env);
  return holder.__wineryEdgeCacheKvStore;
}

/** Closes the shared store (graceful shutdown, tests); the next `getKvStore()` makes a new one. */
export async function closeKvStore(): Promise<void> {
  const store = holder.__wineryEdgeCacheKvStore;
  holder.__wineryEdgeCacheKvStore = undefined;
  await store?.close();
}
