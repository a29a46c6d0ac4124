/**
 * Counters (`KvStore.increment`): the rules every backend shares, and the one Lua script the remote
 * backends run. A script rather than INCR followed by EXPIRE: Redis runs it as one step, so the
 * expiry is set only when the counter is new (a fixed window keeps its end however often it is
 * counted), a decrement can be kept from going below 0, and no other command lands in between.
 */
import { assertValidTtl } from './kv-entry';
import type { KvCountOptions } from './kv-store';

export function assertValidCount(by: number, options: KvCountOptions): void {
  if (!Number.isSafeInteger(by)) throw new RangeError(`by must be a whole number, got ${by}`);
  if (by > 0) assertValidTtl(options.ttlSeconds);
}

/** Redis keeps expiries in whole milliseconds; a fraction is rounded up, never to 0. */
export const counterTtlMs = (ttlSeconds: number): number =>
  Math.max(1, Math.ceil(ttlSeconds * 1000));

/**
 * `EVAL script 1 key by ttlMs expiry`, answering the new count. `PEXPIRE … NX` (Redis >= 7) sets
 * the expiry of a counter that has none; a sliding counter's is set every time.
 */
export const COUNT_SCRIPT = `
local by = tonumber(ARGV[1])
if by <= 0 then
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  if by == 0 or current == 0 then return current end
  if current + by <= 0 then
    redis.call('DEL', KEYS[1])
    return 0
  end
  return redis.call('DECRBY', KEYS[1], -by)
end
local count = redis.call('INCRBY', KEYS[1], by)
if ARGV[3] == 'sliding' then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2], 'NX')
end
return count
`;
