/**
 * edge-cache: the shared key-value store every server instance reads, despite its name not a CDN.
 * One `KvStore` interface over Redis (TCP), Upstash / Vercel KV (REST) or an in-process memory
 * LRU, and `cached()` (stale-if-error reads, tags, invalidation) on top. Plain Node: it reads no
 * environment (the site passes its settings' KV variables, server/config/shared-kv-store.ts).
 * This file is the public API; everything else in the folder is an implementation detail.
 */
export { cached, invalidate, logCacheError } from './cached';
export type {
  CachedOptions,
  CacheErrorContext,
  CacheErrorHandler,
  CacheErrorPhase,
  CacheOutcome,
  InvalidateOptions,
} from './cached';
export { closeKvStore, createKvStore, getKvStore } from './create-kv-store';
export type { CreateKvStoreOptions } from './create-kv-store';
export { pickKvEnv, resolveKvConfig } from './kv-config';
export type { KvBackendConfig, KvConfig, KvEnv } from './kv-config';
export { DEFAULT_KV_PREFIX, DEFAULT_STALE_WINDOW_SECONDS } from './kv-store';
export type {
  KvBackendName,
  KvCountOptions,
  KvEntry,
  KvErrorReporter,
  KvSetOptions,
  KvStore,
  KvStoreOptions,
  RemoteKvStoreOptions,
} from './kv-store';
export { createMemoryStore, DEFAULT_MAX_ENTRIES } from './memory-store';
export type { MemoryKvStoreOptions } from './memory-store';
export { createRedisStore } from './redis-store';
export type { RedisKvStoreOptions } from './redis-store';
export { createUpstashStore } from './upstash-store';
export type { UpstashKvStoreOptions } from './upstash-store';
