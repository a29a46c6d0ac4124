/**
 * `cached()`: the one way the site reads through the shared cache (architecture: "one cached()").
 *
 * - fresh entry: returned without running the loader;
 * - missing or stale entry (past its TTL, or invalidated): the loader runs, once per key in this process however many requests
 *   ask at the same moment, and its result is stored;
 * - loader fails but a stale copy exists: the stale copy is served (stale-if-error) and the error
 *   reported, because yesterday's price list beats an error page; with no copy the error is thrown;
 * - the cache itself fails: reported, and the call behaves as a miss. The cache may make pages
 *   faster, never make them fail.
 */
import { CACHE_TTL_SECONDS } from '../lib/constants';
import { assertValidTtl } from './kv-entry';
import type { KvEntry, KvStore } from './kv-store';
import { logWarning } from '../cache-handlers/log-line.mjs';

export type CacheErrorPhase = 'read' | 'load' | 'write';

export interface CacheErrorContext {
  key: string;
  phase: CacheErrorPhase;
  /** True when a failed load was answered with the stale copy. */
  servedStale: boolean;
}

export type CacheErrorHandler = (error: unknown, context: CacheErrorContext) => void;

/**
 * How one `cached()` call was answered: `hit` a fresh entry; `miss` the loader (or a load already
 * running) answered; `stale` the loader failed and the stale copy was served; `error` the store
 * failed to read and the loader answered. For traces.
 */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'error';

export interface CachedOptions {
  /** Fresh period; default CACHE_TTL_SECONDS (60 s). */
  ttlSeconds?: number;
  tags?: readonly string[];
  /** The store to read and write (the site's: server/cache/kv.ts). */
  store: KvStore;
  /** Where absorbed failures go (default console.error); e.g. hand them to Sentry. */
  onError?: CacheErrorHandler;
  /** Told how this call was answered (once, unless the loader throws with no stale copy). */
  onOutcome?: (outcome: CacheOutcome) => void;
}

export interface InvalidateOptions {
  tags?: readonly string[];
  prefix?: string;
  keys?: readonly string[];
  store: KvStore;
}

/**
 * Loads in progress, per store and key. Values are `unknown` because one map serves every T; a key
 * always names the same kind of data, so the entry for a key has the caller's T.
 */
const loadsInFlight = new WeakMap<KvStore, Map<string, Promise<unknown>>>();
/** Bumped by every `invalidate()`, so a load that began before it does not write back old data. */
const invalidationCounts = new WeakMap<KvStore, number>();

/** One JSON line per failure; the key is left out, it may name a visitor's data. */
export const logCacheError: CacheErrorHandler = (error, { phase, servedStale }) => {
  const outcome = servedStale ? 'served the stale copy' : 'continued without the cache';
  logWarning('edge-cache', `${phase} failed; ${outcome}`, error);
};

export async function cached<T>(
  key: string,
  loader: () => Promise<T> | T,
  {
    ttlSeconds = CACHE_TTL_SECONDS,
    tags,
    store,
    onError = logCacheError,
    onOutcome,
  }: CachedOptions,
): Promise<T> {
  assertValidTtl(ttlSeconds);
  let readFailed = false;
  const entry = await readEntry<T>(store, key, (error, context) => {
    readFailed = true;
    onError(error, context);
  });
  if (entry?.fresh) {
    onOutcome?.('hit');
    return entry.value;
  }

  const loads = loadsOf(store);
  const running = loads.get(key) as Promise<Loaded<T>> | undefined;
  const load =
    running ??
    loadAndStore(key, loader, entry, { ttlSeconds, tags, store, onError }).finally(() => {
      if (loads.get(key) === load) loads.delete(key);
    });
  if (!running) loads.set(key, load);
  const { value, servedStale } = await load;
  onOutcome?.(servedStale ? 'stale' : readFailed ? 'error' : 'miss');
  return value;
}

interface Loaded<T> {
  value: T;
  /** The loader failed and the stale copy answered. */
  servedStale: boolean;
}

/**
 * Marks entries stale by key, tag and/or key prefix (e.g. from the revalidation webhook): the next
 * read loads again at once, and serves the stale copy only if that load fails.
 */
export async function invalidate({
  tags = [],
  prefix,
  keys = [],
  store,
}: InvalidateOptions): Promise<void> {
  // Loads already running may have fetched data from before this change: later callers must not
  // join them, and their results must not be written back over the invalidation.
  invalidationCounts.set(store, invalidationCountOf(store) + 1);
  loadsInFlight.delete(store);
  await Promise.all([
    ...keys.map((key) => store.invalidateKey(key)),
    ...tags.map((tag) => store.invalidateTag(tag)),
    ...(prefix === undefined ? [] : [store.invalidatePrefix(prefix)]),
  ]);
}

async function readEntry<T>(
  store: KvStore,
  key: string,
  onError: CacheErrorHandler,
): Promise<KvEntry<T> | undefined> {
  try {
    return await store.getEntry<T>(key);
  } catch (error) {
    onError(error, { key, phase: 'read', servedStale: false });
    return undefined;
  }
}

interface LoadSettings {
  ttlSeconds: number;
  tags: readonly string[] | undefined;
  store: KvStore;
  onError: CacheErrorHandler;
}

async function loadAndStore<T>(
  key: string,
  loader: () => Promise<T> | T,
  stale: KvEntry<T> | undefined,
  { ttlSeconds, tags, store, onError }: LoadSettings,
): Promise<Loaded<T>> {
  const invalidationCountAtStart = invalidationCountOf(store);
  let value: T;
  try {
    value = await loader();
  } catch (error) {
    if (!stale) throw error;
    onError(error, { key, phase: 'load', servedStale: true });
    return { value: stale.value, servedStale: true };
  }
  // `undefined` means "nothing there" and has no JSON form; the next call should ask again.
  if (value !== undefined && invalidationCountOf(store) === invalidationCountAtStart) {
    try {
      await store.set(key, value, { ttlSeconds, tags });
    } catch (error) {
      onError(error, { key, phase: 'write', servedStale: false });
    }
  }
  return { value, servedStale: false };
}

function loadsOf(store: KvStore): Map<string, Promise<unknown>> {
  let loads = loadsInFlight.get(store);
  if (!loads) {
    loads = new Map();
    loadsInFlight.set(store, loads);
  }
  return loads;
}

function invalidationCountOf(store: KvStore): number {
  return invalidationCounts.get(store) ?? 0;
}
