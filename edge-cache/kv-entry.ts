/**
 * The JSON envelope every backend stores: the value plus the moment it stops being fresh. The
 * physical entry outlives that moment by the stale window, which is what lets `cached()` fall back
 * to the last good value when a loader fails.
 *
 * `freshUntil` is written first and as a whole number, so invalidation can mark an entry stale by
 * rewriting that one field in place (`markedStale` here, `MARK_STALE_SCRIPT` inside Redis) without
 * parsing and re-serialising the value: Redis's Lua JSON would turn an empty array into `{}`.
 */
import * as v from 'valibot';
import type { KvEntry } from './kv-store';

const EnvelopeSchema = v.object({
  value: v.unknown(),
  /** Epoch milliseconds after which the value is stale. */
  freshUntil: v.number(),
});

export function encodeEntry(value: unknown, ttlSeconds: number, now: number): string {
  return JSON.stringify({ freshUntil: Math.ceil(now + ttlSeconds * 1000), value });
}

/** The envelope's leading freshness field, as `encodeEntry` writes it. */
const FRESH_UNTIL_FIELD = /^\{"freshUntil":\d+,/;
/** What an invalidated envelope starts with: stale since the epoch, so stale whatever the clock. */
const STALE_FIELD = '{"freshUntil":0,';

/**
 * The payload of an invalidated entry: the same value, no longer fresh, so the next read loads
 * again while the copy stays for stale-if-error. Undefined for a payload not laid out by
 * `encodeEntry` (an older layout): such an entry is deleted instead, as before.
 */
export function markedStale(payload: string): string | undefined {
  return FRESH_UNTIL_FIELD.test(payload)
    ? payload.replace(FRESH_UNTIL_FIELD, STALE_FIELD)
    : undefined;
}

/**
 * `markedStale` for every key in KEYS, inside Redis (one atomic step per call, so a value written
 * meanwhile is never replaced by an older one), keeping each key's expiry (`KEEPTTL`). The same
 * pattern as FRESH_UNTIL_FIELD, in Lua's syntax; the contract test holds both to one behaviour.
 */
export const MARK_STALE_SCRIPT = `
for _, key in ipairs(KEYS) do
  local payload = redis.call('GET', key)
  if payload then
    local stale, count = string.gsub(payload, '^{"freshUntil":%d+,', '{"freshUntil":0,', 1)
    if count == 1 then
      redis.call('SET', key, stale, 'KEEPTTL')
    else
      redis.call('DEL', key)
    end
  end
end
return 0
`;

/**
 * Reads an envelope back. Returns undefined for a payload that is not one of ours (corrupt, or
 * written by an incompatible version), which callers treat as a miss.
 */
export function decodeEntry<T>(payload: string, now: number): KvEntry<T> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const envelope = v.safeParse(EnvelopeSchema, parsed);
  if (!envelope.success) return undefined;
  // The type parameter is the caller's claim about what it stored under this key; a cache cannot
  // check it generically, so this is the one trusted cast.
  return { value: envelope.output.value as T, fresh: now < envelope.output.freshUntil };
}

export function assertValidTtl(ttlSeconds: number): void {
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`ttlSeconds must be a positive number, got ${ttlSeconds}`);
  }
}

export function assertValidStaleWindow(staleWindowSeconds: number): void {
  if (!Number.isFinite(staleWindowSeconds) || staleWindowSeconds < 0) {
    throw new RangeError(`staleWindowSeconds must be zero or more, got ${staleWindowSeconds}`);
  }
}

/** How long the physical entry lives: the fresh period plus the stale window, in whole ms. */
export function retentionMs(ttlSeconds: number, staleWindowSeconds: number): number {
  return Math.ceil((ttlSeconds + staleWindowSeconds) * 1000);
}
