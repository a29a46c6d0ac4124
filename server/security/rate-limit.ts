import 'server-only';
import { createMemoryStore, type KvStore } from '@/edge-cache';

/**
 * The shared rate limit of sign-in, password reset, magic link and form submissions: a fixed
 * window per scope and key (an IP address, an e-mail address), counted in an edge-cache memory
 * store. Every key given must be under its limit; an attempt counts against all of them.
 */
export type RateLimitScope = 'login' | 'password-reset' | 'magic-link' | 'form';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const LIMITS: Record<RateLimitScope, { attempts: number; windowSeconds: number }> = {
  login: { attempts: 10, windowSeconds: 600 },
  'password-reset': { attempts: 5, windowSeconds: 600 },
  'magic-link': { attempts: 5, windowSeconds: 600 },
  // Generous per IP (a family behind one router, a test run), still far below a bot's pace.
  form: { attempts: 30, windowSeconds: 600 },
};

interface Window {
  count: number;
  resetAt: number;
}

let store: KvStore | undefined;
const windows = () => (store ??= createMemoryStore({ staleWindowSeconds: 1 }));

export async function rateLimit(
  scope: RateLimitScope,
  keys: string[],
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { attempts, windowSeconds } = LIMITS[scope];
  const now = Date.now();
  const names = [...new Set(keys.map((key) => key.trim().toLowerCase()).filter(Boolean))].map(
    (key) => `rate:${scope}:${key}`,
  );
  const current = await Promise.all(
    names.map(async (name) => {
      const window = await windows().get<Window>(name);
      return window && window.resetAt > now
        ? window
        : { count: 0, resetAt: now + windowSeconds * 1000 };
    }),
  );
  if (current.some((window) => window.count >= attempts)) {
    return { ok: false, message: RATE_LIMIT_MESSAGE };
  }
  await Promise.all(
    names.map((name, index) => {
      const window = current[index] ?? { count: 0, resetAt: now + windowSeconds * 1000 };
      const ttlSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      return windows().set<Window>(name, { ...window, count: window.count + 1 }, { ttlSeconds });
    }),
  );
  return { ok: true };
}

/** Test support: forget every counted attempt. */
export async function resetRateLimits(): Promise<void> {
  await windows().invalidatePrefix('rate:');
}
