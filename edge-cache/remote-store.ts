/**
 * The KvStore semantics shared by the Redis and Upstash backends. Each backend only supplies the
 * handful of Redis commands below (`RemoteCommands`); key layout, envelopes, tag bookkeeping and
 * outage handling live here once, so the two backends cannot drift apart.
 *
 * An outage: reads miss and writes do nothing (OutageGuard), but counters go on counting in this
 * process until the server answers again. A limit then holds per instance, as with the memory
 * backend: it neither vanishes (a miss read as 0 would let every attempt through) nor refuses
 * everyone (only the attempts this instance sees are counted). The outage is reported once.
 */
import { assertValidCount, counterTtlMs } from './kv-counter';
import {
  assertValidStaleWindow,
  assertValidTtl,
  decodeEntry,
  encodeEntry,
  retentionMs,
} from './kv-entry';
import {
  DEFAULT_KV_PREFIX,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_STALE_WINDOW_SECONDS,
  reportToConsole,
  type KvBackendName,
  type KvCountOptions,
  type KvEntry,
  type KvSetOptions,
  type KvStore,
  type RemoteKvStoreOptions,
} from './kv-store';
import { createMemoryStore } from './memory-store';
import { OutageGuard } from './outage-guard';

/** Keys per SCAN page and per DEL: big enough to be quick, small enough not to block Redis. */
const BATCH_SIZE = 500;

/** The Redis commands a remote backend must provide. Keys are full (already prefixed) keys. */
export interface RemoteCommands {
  get(key: string): Promise<string | null>;
  /**
   * Atomically: `SET key payload PX retentionMs`, and for each tag set `SADD tagKey key` and extend
   * the set's expiry to at least `retentionMs` (`PEXPIRE NX` + `PEXPIRE GT`, Redis >= 7), so a tag
   * set never expires before one of its members and invalidation cannot miss a live key.
   */
  setTagged(
    key: string,
    payload: string,
    retentionMs: number,
    tagKeys: readonly string[],
  ): Promise<void>;
  del(keys: readonly string[]): Promise<void>;
  /** Runs `COUNT_SCRIPT` (kv-counter.ts): `EVAL script 1 key by ttlMs expiry`; the new count. */
  count(key: string, by: number, ttlMs: number, expiry: 'fixed' | 'sliding'): Promise<number>;
  /** Runs `MARK_STALE_SCRIPT` (kv-entry.ts) over the keys: `EVAL script n key...`. */
  markStale(keys: readonly string[]): Promise<void>;
  /** Atomically reads and deletes a set (`SMEMBERS` + `DEL` in one transaction). */
  takeSetMembers(setKey: string): Promise<string[]>;
  scan(cursor: string, match: string, count: number): Promise<{ cursor: string; keys: string[] }>;
  close(): Promise<void>;
}

export function createRemoteStore(
  backend: Exclude<KvBackendName, 'memory'>,
  commands: RemoteCommands,
  options: RemoteKvStoreOptions = {},
): KvStore {
  const prefix = options.prefix ?? DEFAULT_KV_PREFIX;
  const staleWindowSeconds = options.staleWindowSeconds ?? DEFAULT_STALE_WINDOW_SECONDS;
  assertValidStaleWindow(staleWindowSeconds);
  const now = options.now ?? Date.now;
  const onError = options.onError ?? reportToConsole;
  // The guard keeps real time: the injectable `now` is for freshness, not for outage backoff.
  const guard = new OutageGuard({
    backend,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    onError,
  });
  const outageCounters = createMemoryStore({ now });

  async function getEntry<T>(key: string): Promise<KvEntry<T> | undefined> {
    const payload = await guard.run('get', () => commands.get(entryKey(prefix, key)), null);
    if (payload === null) return undefined;
    const entry = decodeEntry<T>(payload, now());
    if (!entry) {
      onError(
        new Error('stored value is not a cache envelope'),
        `${backend} entry "${key}" ignored`,
      );
    }
    return entry;
  }

  return {
    backend,

    getEntry,

    async get<T>(key: string): Promise<T | undefined> {
      const entry = await getEntry<T>(key);
      return entry?.fresh ? entry.value : undefined;
    },

    async set<T>(key: string, value: T, { ttlSeconds, tags = [] }: KvSetOptions): Promise<void> {
      assertValidTtl(ttlSeconds);
      const fullKey = entryKey(prefix, key);
      if (value === undefined) {
        await guard.run('del', () => commands.del([fullKey]), undefined);
        return;
      }
      const payload = encodeEntry(value, ttlSeconds, now());
      const tagKeys = [...new Set(tags)].map((tag) => tagKey(prefix, tag));
      const retention = retentionMs(ttlSeconds, staleWindowSeconds);
      await guard.run(
        'set',
        () => commands.setTagged(fullKey, payload, retention, tagKeys),
        undefined,
      );
    },

    async del(key: string): Promise<void> {
      await guard.run('del', () => commands.del([entryKey(prefix, key)]), undefined);
    },

    increment: counting(commands, guard, prefix, outageCounters),

    ...invalidation(commands, guard, prefix),

    async close(): Promise<void> {
      await outageCounters.close();
      await commands.close();
    },
  };
}

/** Counts in the server; while it cannot be reached, in this process (see the module comment). */
function counting(
  commands: RemoteCommands,
  guard: OutageGuard,
  prefix: string,
  outageCounters: KvStore,
): KvStore['increment'] {
  return async (key: string, by: number, options: KvCountOptions): Promise<number> => {
    assertValidCount(by, options);
    const ttlMs = by > 0 ? counterTtlMs(options.ttlSeconds) : 0;
    const count = await guard.run(
      'increment',
      () => commands.count(counterKey(prefix, key), by, ttlMs, options.expiry ?? 'fixed'),
      undefined,
    );
    return count ?? outageCounters.increment(key, by, options);
  };
}

/**
 * Invalidation marks entries stale, never deletes them: the copy stays for stale-if-error.
 */
function invalidation(
  commands: RemoteCommands,
  guard: OutageGuard,
  prefix: string,
): Pick<KvStore, 'invalidateKey' | 'invalidateTag' | 'invalidatePrefix'> {
  async function markStaleInBatches(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += BATCH_SIZE) {
      await commands.markStale(keys.slice(start, start + BATCH_SIZE));
    }
  }

  return {
    async invalidateKey(key: string): Promise<void> {
      await guard.run(
        'invalidateKey',
        () => commands.markStale([entryKey(prefix, key)]),
        undefined,
      );
    },

    async invalidateTag(tag: string): Promise<void> {
      // The set is emptied: its members are stale now, and a later write of one adds it again.
      await guard.run(
        'invalidateTag',
        async () => markStaleInBatches(await commands.takeSetMembers(tagKey(prefix, tag))),
        undefined,
      );
    },

    async invalidatePrefix(keyPrefix: string): Promise<void> {
      // SCAN walks the keyspace in pages; KEYS would block a shared Redis for the whole walk.
      const match = entryPattern(prefix, keyPrefix);
      await guard.run(
        'invalidatePrefix',
        async () => {
          let cursor = '0';
          do {
            const page = await commands.scan(cursor, match, BATCH_SIZE);
            await markStaleInBatches(page.keys);
            cursor = page.cursor;
          } while (cursor !== '0');
        },
        undefined,
      );
    },
  };
}

/**
 * Key layout in a shared Redis: `<prefix>entry:<key>` holds a value, `<prefix>tag:<tag>` is the set
 * of entry keys carrying that tag, `<prefix>count:<key>` is a counter (a plain integer). The
 * separate segments mean a cache key can never collide with a tag set or a counter, and prefix
 * invalidation can never touch tag sets or counters.
 */

export function entryKey(prefix: string, key: string): string {
  return `${prefix}entry:${key}`;
}

export function counterKey(prefix: string, key: string): string {
  return `${prefix}count:${key}`;
}

export function tagKey(prefix: string, tag: string): string {
  return `${prefix}tag:${tag}`;
}

/** SCAN MATCH pattern for the entries whose key starts with `keyPrefix`, taken literally. */
export function entryPattern(prefix: string, keyPrefix: string): string {
  return `${escapeGlob(entryKey(prefix, keyPrefix))}*`;
}

/** Redis MATCH patterns are globs: escape their metacharacters so a key like `a*b` is literal. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}
