/**
 * The one key-value interface behind the shared cache. Three backends implement it (memory, Redis
 * over TCP, Upstash / Vercel KV over REST); `cached()` and the rest of the site only see this.
 *
 * Values must be JSON-serialisable: they are stored as JSON, so a `Date` comes back as a string and
 * class instances come back as plain objects. Every read returns a fresh copy, never a shared
 * reference, so a caller mutating a cached object cannot corrupt what the next request sees.
 */
import { logWarning } from '../cache-handlers/log-line.mjs';

export type KvBackendName = 'memory' | 'redis' | 'upstash';

/** A stored value and whether it is still within its TTL (`fresh`) or only kept for stale-if-error. */
export interface KvEntry<T> {
  value: T;
  fresh: boolean;
}

export interface KvSetOptions {
  /** How long the value counts as fresh. Fractions are allowed (Redis stores milliseconds). */
  ttlSeconds: number;
  /** Labels for group invalidation through `invalidateTag`. */
  tags?: readonly string[];
}

/**
 * A counter's lifetime. `fixed` (the default): the expiry is set when the counter is created and
 * never moved, a fixed window. `sliding`: every increment restarts it, so the count is forgotten
 * `ttlSeconds` after the last one.
 */
export interface KvCountOptions {
  /** Fractions are allowed (Redis stores milliseconds). */
  ttlSeconds: number;
  expiry?: 'fixed' | 'sliding';
}

export interface KvStore {
  readonly backend: KvBackendName;
  /** The fresh value, or undefined when missing or past its TTL. */
  get<T>(key: string): Promise<T | undefined>;
  /** The value even when past its TTL (kept for the stale window), with its freshness. */
  getEntry<T>(key: string): Promise<KvEntry<T> | undefined>;
  /** Stores the value; `undefined` cannot be stored as JSON, so setting it removes the key. */
  set<T>(key: string, value: T, options: KvSetOptions): Promise<void>;
  del(key: string): Promise<void>;
  /**
   * Adds `by` (a whole number) to the counter `key` in one atomic step and answers the new count,
   * so callers racing on every instance each get a count of their own: a limit counts first and
   * then checks its own count, never reads and writes. A counter never goes below 0: subtracting
   * from a missing one changes nothing, one that reaches 0 is removed (so subtracting
   * `Number.MAX_SAFE_INTEGER` resets it), and `by` 0 reads it. Only a positive `by` sets or moves
   * the expiry. Counters live apart from values: `get`, `set`, `del` and invalidation never touch
   * them. A remote store that cannot reach its server counts in this process meanwhile (as the
   * memory store does): an outage makes a limit per instance, neither gone nor refusing everyone.
   */
  increment(key: string, by: number, options: KvCountOptions): Promise<number>;
  /*
   * Invalidation marks entries stale, never deletes them: `get()` misses at once (so `cached()`
   * loads again on the next read), while `getEntry()` still returns the copy with `fresh: false`
   * until its retention ends, so a webhook during an outage of the source cannot leave a page with
   * nothing to serve (stale-if-error).
   */
  /** Marks the key stale. */
  invalidateKey(key: string): Promise<void>;
  /** Marks every key that was set with this tag stale. */
  invalidateTag(tag: string): Promise<void>;
  /** Marks every key (of this store's namespace) that starts with `prefix` stale. */
  invalidatePrefix(prefix: string): Promise<void>;
  close(): Promise<void>;
}

/** Reports a failure the store absorbed (outage, corrupt entry) instead of failing the request. */
export type KvErrorReporter = (error: unknown, message: string) => void;

/** Options every backend understands. */
export interface KvStoreOptions {
  /**
   * How long an entry is physically kept after its TTL ends, so `cached()` can still serve it when
   * the loader fails (stale-if-error). Default 24 hours.
   */
  staleWindowSeconds?: number;
  /** Clock in epoch milliseconds; injectable so freshness can be tested without waiting. */
  now?: () => number;
  /** Where absorbed failures are reported. Default `console.error`. */
  onError?: KvErrorReporter;
}

/** Options of the shared backends (Redis, Upstash), which several apps or sites may share. */
export interface RemoteKvStoreOptions extends KvStoreOptions {
  /** Namespace put in front of every key. Default `winery:`. */
  prefix?: string;
  /** After a failure, how long the store behaves as empty before it tries the server again. */
  retryDelayMs?: number;
}

export const DEFAULT_KV_PREFIX = 'winery:';
export const DEFAULT_STALE_WINDOW_SECONDS = 24 * 60 * 60;
export const DEFAULT_RETRY_DELAY_MS = 5_000;

/** One JSON line per absorbed failure, the same shape as the cache handlers'. */
export const reportToConsole: KvErrorReporter = (error, message) => {
  logWarning('edge-cache', message, error);
};
