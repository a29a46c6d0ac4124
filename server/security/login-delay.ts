import { createHash } from 'node:crypto';
import type { KvStore } from '@/edge-cache';

/**
 * Wrong passwords slow the next attempt down instead of locking the account (issue 27: ten wrong
 * passwords, typed by anyone, locked the real owner out for 15 minutes).
 *
 * Every attempt counts as a failure before commerce hears of it (so a burst sent at once cannot
 * all pass the check), and a successful sign-in forgets the e-mail's failures
 * (`loginSucceeded`). After a few free
 * failures, each further one doubles the wait before the next attempt, up to a cap:
 *   - per e-mail: 3 free, then 1 s, 2 s, 4 s ... at most 30 s. The owner is never kept out for
 *     more than half a minute, however many guesses someone else makes against the address.
 *   - per client address: 12 free (offices and carriers share addresses), then the same doubling
 *     up to 5 minutes: one machine guessing many accounts is slowed much more.
 * Failures are forgotten 15 minutes after the last one. A refused attempt (still waiting) is not
 * a failure: it neither reaches commerce nor grows the wait. The KV has no atomic increment, so
 * racing requests can each read the same count; the slack is a handful of attempts.
 */
export const LOGIN_DELAY = {
  email: { freeFailures: 3, capSeconds: 30 },
  ip: { freeFailures: 12, capSeconds: 5 * 60 },
  forgetAfterSeconds: 15 * 60,
} as const;

type KeyKind = 'email' | 'ip';
interface Failures {
  count: number;
  /** When the last failure was counted, ms since the epoch. */
  last: number;
}

const kindOf = (key: string): KeyKind => (key.startsWith('ip:') ? 'ip' : 'email');

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

function storeKey(key: string): string {
  const digest = createHash('sha256').update(key.trim().toLowerCase()).digest('base64url');
  return `login-delay:${digest}`;
}

/**
 * One sign-in attempt: refused with the seconds left when any key is still waiting; otherwise
 * counted as a failure against every key (taken back by `loginSucceeded`).
 */
export async function beginLoginAttempt(
  store: KvStore,
  keys: readonly string[],
  now: number,
  factor = 1,
): Promise<{ ok: true } | { ok: false; waitSeconds: number }> {
  const distinct = [...new Set(keys.filter((key) => key.trim() !== ''))];
  const states = await Promise.all(
    distinct.map(async (key) => ({ key, failures: await store.get<Failures>(storeKey(key)) })),
  );
  const waitMs = Math.max(
    0,
    ...states.map(({ key, failures }) =>
      failures ? failures.last + delayAfter(failures.count, kindOf(key), factor) * 1000 - now : 0,
    ),
  );
  if (waitMs > 0) return { ok: false, waitSeconds: waitMs / 1000 };
  await Promise.all(
    states.map(({ key, failures }) =>
      store.set<Failures>(
        storeKey(key),
        { count: (failures?.count ?? 0) + 1, last: now },
        { ttlSeconds: LOGIN_DELAY.forgetAfterSeconds },
      ),
    ),
  );
  return { ok: true };
}

/**
 * The right password: the e-mail's failures are forgotten, and this attempt no longer counts
 * against the client's address (its earlier failures still do, so an attacker cannot clear them
 * by signing in to an account of their own between guesses).
 */
export async function loginSucceeded(
  store: KvStore,
  keys: { email: string; ip: string },
): Promise<void> {
  await store.del(storeKey(keys.email));
  const id = storeKey(keys.ip);
  const failures = await store.get<Failures>(id);
  if (!failures || failures.count <= 1) return store.del(id);
  await store.set<Failures>(
    id,
    { ...failures, count: failures.count - 1 },
    { ttlSeconds: LOGIN_DELAY.forgetAfterSeconds },
  );
}
