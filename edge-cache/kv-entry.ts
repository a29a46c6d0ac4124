/**
 * The JSON envelope every backend stores: the value plus the moment it stops being fresh. The
 * physical entry outlives that moment by the stale window, which is what lets `cached()` fall back
 * to the last good value when a loader fails.
 */
import * as v from 'valibot';
import type { KvEntry } from './kv-store';

const EnvelopeSchema = v.object({
  value: v.unknown(),
  /** Epoch milliseconds after which the value is stale. */
  freshUntil: v.number(),
});

export function encodeEntry(value: unknown, ttlSeconds: number, now: number): string {
  return JSON.stringify({ value, freshUntil: now + ttlSeconds * 1000 });
}

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
