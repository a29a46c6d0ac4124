import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import type { KvStore } from '@/edge-cache';
import { getSettings } from '@/server/config';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { clientAddressOf } from './client-address';

/**
 * Attempt limits for the doors a script would hammer: password reset, magic link, account
 * creation, guest order lookup and form submissions (wrong passwords slow sign-in down instead:
 * login-delay.ts). Counters live in the shared KV (edge-cache), so every server instance sees the same
 * count; with the memory backend (local, tests) they are per process.
 *
 * Fixed windows: a counter per scope, key and window, living as long as the window. Each attempt
 * first takes its place with the KV's atomic increment and is refused when that place is past the
 * allowance, so a burst sent at once gets exactly the allowance through, on Redis as in memory.
 * A KV outage counts in the process meanwhile (edge-cache/README.md): the limit holds per
 * instance, and nobody is refused because of attempts the instance never saw.
 *
 * Keys are the caller's (e.g. `ip:203.0.113.9`, `email:ann@example.com`); they are stored hashed, so
 * no e-mail address sits in the KV. A key starting with `ip:` gets a larger allowance: many people
 * share one address (offices, mobile carriers), while an e-mail address is one person.
 */

type RateLimitScope =
  | 'password-reset'
  | 'magic-link'
  | 'create-account'
  | 'order-lookup'
  | 'form'
  | 'password-change'
  | 'account-change';
type RateLimitResult = { ok: true } | { ok: false; message: string };

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

interface Limit {
  /** Attempts allowed per key and window. */
  attempts: number;
  windowSeconds: number;
}

export const RATE_LIMITS: Record<RateLimitScope, Limit> = {
  'password-reset': { attempts: 5, windowSeconds: 15 * 60 },
  'magic-link': { attempts: 5, windowSeconds: 15 * 60 },
  // Three accounts an hour per e-mail (twelve per network address; the winery's own networks
  // have their own allowance, PREMISES_NETWORKS).
  'create-account': { attempts: 3, windowSeconds: 60 * 60 },
  // Order numbers count up: five guesses an hour per e-mail, besides the ZIP code.
  'order-lookup': { attempts: 5, windowSeconds: 60 * 60 },
  form: { attempts: 10, windowSeconds: 10 * 60 },
  // Guessing the current password from a stolen session: five tries per account a quarter hour.
  'password-change': { attempts: 5, windowSeconds: 15 * 60 },
  // Account and membership changes each write a history line and may send an e-mail: a member
  // makes a handful; a script looping skip/resume would flood both.
  'account-change': { attempts: 30, windowSeconds: 10 * 60 },
};
/** Allowance multiplier of a shared network address. */
export const IP_KEY_FACTOR = 4;

/**
 * The winery's own networks (PREMISES_NETWORKS): account creation from one of their addresses is
 * allowed `signupsPerHour` an hour per address instead of the shared networks' allowance; every
 * other door, and every e-mail's own allowance, stay as they are.
 */
export interface PremisesAllowance {
  contains(address: string | undefined): boolean;
  signupsPerHour: number;
}
const NO_PREMISES: PremisesAllowance = { contains: () => false, signupsPerHour: 0 };

function allowanceOf(
  scope: RateLimitScope,
  key: string,
  factor = 1,
  premises: PremisesAllowance = NO_PREMISES,
): number {
  if (!key.startsWith('ip:')) return RATE_LIMITS[scope].attempts * factor;
  if (scope === 'create-account' && premises.contains(key.slice('ip:'.length)))
    return premises.signupsPerHour * factor;
  return RATE_LIMITS[scope].attempts * factor * IP_KEY_FACTOR;
}

function counterKey(scope: RateLimitScope, key: string, window: number): string {
  const digest = createHash('sha256').update(key.trim().toLowerCase()).digest('base64url');
  return `rate:${scope}:${window}:${digest}`;
}

/**
 * Counts one attempt against every key and refuses when any key is past its allowance. A refused
 * attempt still counts, so a script that keeps trying keeps being refused.
 */
export async function checkRateLimit(
  store: KvStore,
  scope: RateLimitScope,
  keys: string[],
  now: number,
  factor = 1,
  premises: PremisesAllowance = NO_PREMISES,
): Promise<RateLimitResult> {
  const { windowSeconds } = RATE_LIMITS[scope];
  const window = Math.floor(now / 1000 / windowSeconds);
  // Seconds left in this window: the counter disappears when the window ends.
  const ttlSeconds = Math.max(1, (window + 1) * windowSeconds - now / 1000);
  const distinct = [...new Set(keys.filter((key) => key.trim() !== ''))];
  const over = await Promise.all(
    distinct.map(async (key) => {
      const count = await store.increment(counterKey(scope, key, window), 1, { ttlSeconds });
      return count > allowanceOf(scope, key, factor, premises);
    }),
  );
  return over.some(Boolean) ? { ok: false, message: RATE_LIMIT_MESSAGE } : { ok: true };
}

export async function rateLimit(scope: RateLimitScope, keys: string[]): Promise<RateLimitResult> {
  const settings = getSettings();
  return checkRateLimit(sharedKvStore(), scope, keys, Date.now(), settings.rateLimitFactor, {
    contains: (address) => settings.premises.networks.contains(address),
    signupsPerHour: settings.premises.signupsPerHour,
  });
}

/**
 * The visitor's address as the `ip:` key, told by the configured proxies or platform header
 * (client-address.ts), never by the first X-Forwarded-For entry a client can write. When the
 * headers do not say (a proxy hop missing) every such request shares one key, which only makes
 * the limit stricter.
 */
export async function clientIpKey(): Promise<string> {
  return `ip:${clientAddressOf(await headers(), getSettings().clientAddress) ?? 'unknown'}`;
}
