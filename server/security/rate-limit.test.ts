import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, rateLimit, resetRateLimits } from './rate-limit';

beforeEach(() => resetRateLimits());

describe('rateLimit', () => {
  it('lets 30 form attempts per key through in the window and refuses the next', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect(await rateLimit('form', ['10.0.0.1', `visitor${attempt}@example.com`])).toEqual({
        ok: true,
      });
    }
    expect(await rateLimit('form', ['10.0.0.1', 'new@example.com'])).toEqual({
      ok: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(RATE_LIMIT_MESSAGE).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Another address from another IP is not affected.
    expect(await rateLimit('form', ['10.0.0.2', 'other@example.com'])).toEqual({ ok: true });
  });

  it('counts an e-mail address across IPs, case-insensitively, per scope', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await rateLimit('password-reset', [`10.0.1.${attempt}`, 'Ana@Example.com']);
    }
    expect((await rateLimit('password-reset', ['10.0.2.1', 'ana@example.com'])).ok).toBe(false);
    expect((await rateLimit('form', ['10.0.2.1', 'ana@example.com'])).ok).toBe(true);
  });
});
