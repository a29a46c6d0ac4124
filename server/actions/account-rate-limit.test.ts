import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeKvStore } from '@/edge-cache';
import { RATE_LIMITS } from '@/server/security/rate-limit';

/**
 * Issue 11: login had no rate limit. Past the allowance the visitor gets the message and the
 * commerce service never hears of the attempt.
 */
const commerceLogin = vi.fn(async () => {
  throw Object.assign(new Error('Invalid email or password'), { statusCode: 401 });
});
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.77' }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock('@/server/commerce', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/commerce')>()),
  getCommerce: () => ({ login: commerceLogin }),
}));
vi.mock('@/server/observability/report', () => ({ reportError: () => {} }));

const { login } = await import('./account');

describe('login rate limit', () => {
  beforeEach(async () => {
    await closeKvStore();
    commerceLogin.mockClear();
  });

  it('refuses the attempt past the allowance with the message, sending nothing to commerce', async () => {
    const input = { email: 'target@example.com', password: 'guess' };
    for (let i = 0; i < RATE_LIMITS.login.attempts; i += 1) {
      expect((await login(input)).ok).toBe(false);
    }
    expect(commerceLogin).toHaveBeenCalledTimes(RATE_LIMITS.login.attempts);
    expect(await login(input)).toEqual({
      ok: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(commerceLogin).toHaveBeenCalledTimes(RATE_LIMITS.login.attempts);
  });
});
