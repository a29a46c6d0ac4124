import { createHash } from 'node:crypto';
import type { KvCountOptions, KvStore } from '@/edge-cache';

/**
 * Wrong passwords slow the next attempt down instead of locking the account: however many wrong
 * passwords anyone types, the real owner is never kept out for long.
 *
 * Only failures count, per e-mail and per client address; a right password never counts against
 * either, so members signing in together on one network (a pickup party on the winery's Wi-Fi)
 * all get in. A successful sign-in forgets the e-mail's failures; the address's stay, so an
 * attacker cannot clear them by signing in to an account of their own between guesses. After a
 * few free failures, each further one doubles the wait before the next attempt, up to a cap:
 *   - per e-mail: 3 free, then 1 s, 2 s, 4 s ... at most 30 s. The owner is never kept out for
 *     more than half a minute, however many guesses someone else makes against the address.
 *   - per client address: 12 free (offices and carriers share addresses), then the same doubling
 *     up to 5 minutes: one machine guessing many accounts is slowed much more.
 * Failures are forgotten 15 minutes after the last one. A refused attempt (still waiting) is not
 * a failure: it neither reaches commerce nor grows the wait.
 *
 * Bursts: a failure is only known once commerce answers, so attempts sent at once would all pass
 * a check of the failures known so far. Each attempt therefore first takes an in-flight slot for
 * its e-mail with the KV's atomic increment, and counts the attempts in flight ahead of it as
 * failures made now. However many arrive together, only the attempts the delay leaves free reach
 * commerce, on Redis as in memory; the rest are told to wait. The slot is given back once commerce
 * has answered and a wrong password has been counted, so a later attempt always sees the one or
 * the other. The address takes no slot, since its attempts may be many people's right passwords:
 * a burst spread over many e-mails is held by each e-mail's own delay, and the address's failures
 * slow everything after it. While the shared KV is in an outage, each instance counts in its own
 * memory (edge-cache/README.md): the delay holds per instance instead of vanishing.
 */
export const LOGIN_DELAY = {
  email: { freeFailures: 3, capSeconds: 30 },
  ip: { freeFailures: 12, capSeconds: 5 * 60 },
  forgetAfterSeconds: 15 * 60,
  /** A slot never given back (the server stopped mid-attempt) is gone after this long unused. */
  inFlightSeconds: 60,
} as const;

type KeyKind = 'email' | 'ip';

/** The attempt's counter keys: the client's address (`ip:...`) and the e-mail (or device pair). */
export interface LoginKeys {
  ip: string;
  email: string;
}

/** What commerce said: a wrong password counts, a sign-in forgets, anything else leaves all be. */
export type LoginOutcome = 'wrong-password' | 'signed-in' | 'unanswered';

const FAILURES: KvCountOptions = { ttlSeconds: LOGIN_DELAY.forgetAfterSeconds, expiry: 'sliding' };
const IN_FLIGHT: KvCountOptions = { ttlSeconds: LOGIN_DELAY.inFlightSeconds, expiry: 'sliding' };

/** Seconds to wait after `failures` failures before the next attempt (0: go ahead). */
export function delayAfter(failures: number, kind: KeyKind, factor = 1): number {
  const { freeFailures, capSeconds } = LOGIN_DELAY[kind];
  const over = failures - freeFailures * factor;
  if (over <= 0) return 0;
  return Math.min(capSeconds, 2 ** (over - 1));
}

/** Whole seconds, said plainly: the message tells the visitor exactly how long to wait. */
export function loginDelayMessage(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const time =
    whole < 60
      ? `${whole} second${whole === 1 ? '' : 's'}`
      : `${Math.ceil(whole / 60)} minute${Math.ceil(whole / 60) === 1 ? '' : 's'}`;
  return `Too many failed attempts. For your security, please wait ${time} and try again.`;
}

/** Keys are stored hashed: no e-mail address sits in the KV. */
function storeKey(part: 'failures' | 'last' | 'in-flight', key: string): string {
  const digest = createHash('sha256').update(key.trim().toLowerCase()).digest('base64url');
  return `login-delay:${part}:${digest}`;
}

/**
 * Milliseconds this key still has to wait at `now`. `pending` attempts still in flight count as
 * failures made now: the wait their failures would call for starts when they are answered.
 */
async function waitFor(
  store: KvStore,
  key: string,
  kind: KeyKind,
  now: number,
  factor: number,
  pending = 0,
): Promise<number> {
  const failures = await store.increment(storeKey('failures', key), 0, FAILURES);
  const delayMs = delayAfter(failures + pending, kind, factor) * 1000;
  if (delayMs === 0) return 0;
  if (pending > 0) return delayMs;
  const last = (await store.get<number>(storeKey('last', key))) ?? 0;
  return Math.max(0, last + delayMs - now);
}

/**
 * One sign-in attempt, before commerce hears of it: refused with the seconds left when the e-mail
 * or the address is still waiting; otherwise it holds the e-mail's in-flight slot until
 * `endLoginAttempt`, which every attempt let through must reach.
 */
export async function beginLoginAttempt(
  store: KvStore,
  keys: LoginKeys,
  now: number,
  factor = 1,
): Promise<{ ok: true } | { ok: false; waitSeconds: number }> {
  const slot = await store.increment(storeKey('in-flight', keys.email), 1, IN_FLIGHT);
  const waits = await Promise.all([
    waitFor(store, keys.email, 'email', now, factor, slot - 1),
    waitFor(store, keys.ip, 'ip', now, factor),
  ]);
  const waitMs = Math.max(...waits);
  if (waitMs <= 0) return { ok: true };
  await releaseSlot(store, keys);
  return { ok: false, waitSeconds: waitMs / 1000 };
}

/**
 * Commerce answered (or failed to): a wrong password counts against the e-mail and the address,
 * a sign-in forgets the e-mail's failures, and the slot is given back after either.
 */
export async function endLoginAttempt(
  store: KvStore,
  keys: LoginKeys,
  outcome: LoginOutcome,
  now: number,
): Promise<void> {
  if (outcome === 'wrong-password') {
    await Promise.all([keys.email, keys.ip].map((key) => countFailure(store, key, now)));
  } else if (outcome === 'signed-in') {
    await store.increment(storeKey('failures', keys.email), -Number.MAX_SAFE_INTEGER, FAILURES);
  }
  await releaseSlot(store, keys);
}

/** The time first, then the count: a new count is never measured from an older failure's time. */
async function countFailure(store: KvStore, key: string, now: number): Promise<void> {
  await store.set(storeKey('last', key), now, { ttlSeconds: LOGIN_DELAY.forgetAfterSeconds });
  await store.increment(storeKey('failures', key), 1, FAILURES);
}

async function releaseSlot(store: KvStore, keys: LoginKeys): Promise<void> {
  await store.increment(storeKey('in-flight', keys.email), -1, IN_FLIGHT);
}
