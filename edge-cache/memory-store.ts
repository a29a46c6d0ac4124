/**
 * The embedded default backend: an in-process LRU with TTL. Used when no Redis/KV settings are
 * given, so the site caches out of the box; each instance is its own namespace, so it needs no
 * key prefix.
 *
 * Values are kept as the same JSON envelopes the remote backends store, which gives identical
 * semantics (copies on every read, Dates become strings) and makes a backend switch a non-event.
 */
import { assertValidCount } from './kv-counter';
import {
  assertValidStaleWindow,
  assertValidTtl,
  decodeEntry,
  encodeEntry,
  markedStale,
  retentionMs,
} from './kv-entry';
import {
  DEFAULT_STALE_WINDOW_SECONDS,
  type KvCountOptions,
  type KvEntry,
  type KvSetOptions,
  type KvStore,
  type KvStoreOptions,
} from './kv-store';

export const DEFAULT_MAX_ENTRIES = 5000;

export interface MemoryKvStoreOptions extends KvStoreOptions {
  /** Least recently used entries, and counters, are dropped beyond this count. Default 5000. */
  maxEntries?: number;
}

interface StoredEntry {
  payload: string;
  /** Epoch ms when the entry is gone for good (fresh period + stale window). */
  expiresAt: number;
  tags: readonly string[];
}

interface StoredCounter {
  count: number;
  /** Epoch ms when the counter is gone. */
  expiresAt: number;
}

export function createMemoryStore(options: MemoryKvStoreOptions = {}): KvStore {
  return new MemoryKvStore(options);
}

class MemoryKvStore implements KvStore {
  readonly backend = 'memory' as const;
  /** A Map iterates in insertion order; re-inserting on every hit makes the first key the LRU one. */
  private readonly entries = new Map<string, StoredEntry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Apart from the entries, so cached values crowding the LRU never reset a limit's count. */
  private readonly counters = new Map<string, StoredCounter>();
  private readonly maxEntries: number;
  private readonly staleWindowSeconds: number;
  private readonly now: () => number;

  constructor(options: MemoryKvStoreOptions) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) {
      throw new RangeError(`maxEntries must be a positive integer, got ${this.maxEntries}`);
    }
    this.staleWindowSeconds = options.staleWindowSeconds ?? DEFAULT_STALE_WINDOW_SECONDS;
    assertValidStaleWindow(this.staleWindowSeconds);
    this.now = options.now ?? Date.now;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = await this.getEntry<T>(key);
    return entry?.fresh ? entry.value : undefined;
  }

  async getEntry<T>(key: string): Promise<KvEntry<T> | undefined> {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    const now = this.now();
    if (stored.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, stored);
    return decodeEntry<T>(stored.payload, now);
  }

  async set<T>(key: string, value: T, { ttlSeconds, tags = [] }: KvSetOptions): Promise<void> {
    assertValidTtl(ttlSeconds);
    this.remove(key);
    if (value === undefined) return;
    const now = this.now();
    const uniqueTags = [...new Set(tags)];
    this.entries.set(key, {
      payload: encodeEntry(value, ttlSeconds, now),
      expiresAt: now + retentionMs(ttlSeconds, this.staleWindowSeconds),
      tags: uniqueTags,
    });
    for (const tag of uniqueTags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
    this.evictLeastRecentlyUsed();
  }

  async del(key: string): Promise<void> {
    this.remove(key);
  }

  /** No await before the change: another caller in this process cannot come in between. */
  async increment(key: string, by: number, options: KvCountOptions): Promise<number> {
    assertValidCount(by, options);
    const now = this.now();
    const stored = this.counters.get(key);
    const live = stored && stored.expiresAt > now ? stored : undefined;
    if (!live) this.counters.delete(key);
    if (by <= 0) {
      if (!live || by === 0) return live?.count ?? 0;
      live.count = Math.max(0, live.count + by);
      if (live.count === 0) this.counters.delete(key);
      return live.count;
    }
    const ttlMs = options.ttlSeconds * 1000;
    const counter: StoredCounter = {
      count: (live?.count ?? 0) + by,
      expiresAt: live && options.expiry !== 'sliding' ? live.expiresAt : now + ttlMs,
    };
    // Re-inserted, so the first key is the one counted longest ago.
    this.counters.delete(key);
    this.counters.set(key, counter);
    while (this.counters.size > this.maxEntries) {
      const oldest = this.counters.keys().next();
      if (oldest.done) break;
      this.counters.delete(oldest.value);
    }
    return counter.count;
  }

  async invalidateKey(key: string): Promise<void> {
    this.markStale(key);
  }

  async invalidateTag(tag: string): Promise<void> {
    for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.markStale(key);
  }

  async invalidatePrefix(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) this.markStale(key);
    }
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.keysByTag.clear();
    this.counters.clear();
  }

  private evictLeastRecentlyUsed(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.remove(oldest.value);
    }
  }

  /** Keeps the entry (and its place, expiry and tags) with its value no longer fresh. */
  private markStale(key: string): void {
    const stored = this.entries.get(key);
    if (!stored) return;
    const payload = markedStale(stored.payload);
    if (payload === undefined) this.remove(key);
    else stored.payload = payload;
  }

  /** Drops an entry and its tag memberships, so the tag index never outgrows the entries. */
  private remove(key: string): void {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    for (const tag of stored.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
