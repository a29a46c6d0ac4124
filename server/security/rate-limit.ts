import 'server-only';

import { createMemoryStore, type KvStore } from '@/edge-cache';

/**
 * Attempt limits for the account forms (shared contract between helpers; the harden helper owns
 * the full version). A fixed window per scope and key: each key (an IP, an e-mail) may try
 * LIMITS[scope] times per window; one key over its limit refuses the attempt.
 */
export type RateLimitScope = 'login' | 'password-reset' | 'magic-link' | 'form';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const WINDOW_SECONDS = 15 * 60;
const LIMITS: Record<RateLimitScope, number> = {
  login: 10,
  'password-reset': 5,
  'magic-link': 5,
  form: 10,
};

let store: KvStore | undefined;

export async function rateLimit(
  scope: RateLimitScope,
  keys: string[],
): Promise<{ ok: true } | { ok: false; message: string }> {
  store ??= createMemoryStore();
  const limit = LIMITS[scope];
  const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS);
  const used = keys
    .map((key) => key.trim().toLowerCase())
    .filter((key) => key !== '')
    .map((key) => `rate:${scope}:${window}:${key}`);
  let over = false;
  for (const key of used) {
    const count = ((await store.get<number>(key)) ?? 0) + 1;
    await store.set(key, count, { ttlSeconds: WINDOW_SECONDS });
    if (count > limit) over = true;
  }
  return over ? { ok: false, message: RATE_LIMIT_MESSAGE } : { ok: true };
}
