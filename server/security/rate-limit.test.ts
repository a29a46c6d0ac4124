import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/edge-cache';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS, checkRateLimit, IP_KEY_FACTOR } from './rate-limit';

const T0 = Date.parse('2026-11-23T10:00:00Z');

async function attempts(
  store: ReturnType<typeof createMemoryStore>,
  scope: keyof typeof RATE_LIMITS,
  keys: string[],
  count: number,
  now = T0,
) {
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await checkRateLimit(store, scope, keys, now));
  return results;
}

describe('rate limits (per IP and per e-mail, in the shared KV)', () => {
  it.each(Object.entries(RATE_LIMITS) as [keyof typeof RATE_LIMITS, { attempts: number }][])(
    '%s: the attempt past the allowance is refused with the message',
    async (scope, { attempts: allowed }) => {
      const store = createMemoryStore({ now: () => T0 });
      const results = await attempts(store, scope, ['email:ann@example.com'], allowed + 1);
      expect(results.slice(0, allowed).every((result) => result.ok)).toBe(true);
      expect(results[allowed]).toEqual({ ok: false, message: RATE_LIMIT_MESSAGE });
      expect(RATE_LIMIT_MESSAGE).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
    },
  );

  it('e-mail keys are case- and space-insensitive, other e-mails are unaffected', async () => {
    const store = createMemoryStore({ now: () => T0 });
    await attempts(store, 'form', ['email:Ann@Example.com'], RATE_LIMITS.form.attempts);
    expect(await checkRateLimit(store, 'form', [' email:ann@example.com'], T0)).toMatchObject({
      ok: false,
    });
    expect(await checkRateLimit(store, 'form', ['email:bob@example.com'], T0)).toEqual({
      ok: true,
    });
  });

  it('refuses when any key is over: a new e-mail from a hammering address is refused', async () => {
    const store = createMemoryStore({ now: () => T0 });
    const ipAllowance = RATE_LIMITS.form.attempts * IP_KEY_FACTOR;
    for (let i = 0; i < ipAllowance; i += 1) {
      expect(
        await checkRateLimit(store, 'form', ['ip:203.0.113.9', `email:u${i}@x.test`], T0),
      ).toEqual({ ok: true });
    }
    expect(
      await checkRateLimit(store, 'form', ['ip:203.0.113.9', 'email:new@x.test'], T0),
    ).toMatchObject({ ok: false });
    expect(await checkRateLimit(store, 'form', ['ip:198.51.100.1'], T0)).toEqual({ ok: true });
  });

  it('scopes count separately and the window ends', async () => {
    let now = T0;
    const store = createMemoryStore({ now: () => now });
    await attempts(
      store,
      'magic-link',
      ['email:a@x.test'],
      RATE_LIMITS['magic-link'].attempts + 1,
      now,
    );
    expect(await checkRateLimit(store, 'password-reset', ['email:a@x.test'], now)).toEqual({
      ok: true,
    });
    now += RATE_LIMITS['magic-link'].windowSeconds * 1000;
    expect(await checkRateLimit(store, 'magic-link', ['email:a@x.test'], now)).toEqual({
      ok: true,
    });
  });

  it('a raised factor (browser-test server) raises every allowance', async () => {
    const store = createMemoryStore({ now: () => T0 });
    const allowed = RATE_LIMITS.form.attempts * 3;
    for (let i = 0; i < allowed; i += 1) {
      expect(await checkRateLimit(store, 'form', ['email:f@x.test'], T0, 3)).toEqual({ ok: true });
    }
    expect(await checkRateLimit(store, 'form', ['email:f@x.test'], T0, 3)).toMatchObject({
      ok: false,
    });
  });

  describe('the winery’s own networks have their own allowance for account creation', () => {
    const premises = {
      contains: (address: string | undefined) => address === '203.0.113.7',
      signupsPerHour: 60,
    };
    const allowedFrom = async (scope: keyof typeof RATE_LIMITS, ip: string) => {
      const store = createMemoryStore({ now: () => T0 });
      let allowed = 0;
      for (let i = 0; i < 200; i += 1) {
        const result = await checkRateLimit(
          store,
          scope,
          [ip, `email:guest${i}@example.com`],
          T0,
          1,
          premises,
        );
        if (!result.ok) break;
        allowed += 1;
      }
      return allowed;
    };
    it.each([
      ['create-account', 'ip:203.0.113.7', 60],
      ['create-account', 'ip:203.0.113.8', RATE_LIMITS['create-account'].attempts * IP_KEY_FACTOR],
      ['order-lookup', 'ip:203.0.113.7', RATE_LIMITS['order-lookup'].attempts * IP_KEY_FACTOR],
      ['form', 'ip:203.0.113.7', RATE_LIMITS.form.attempts * IP_KEY_FACTOR],
    ] as const)('%s from %s: %i accounts an hour', async (scope, ip, expected) => {
      expect(await allowedFrom(scope, ip)).toBe(expected);
    });

    it('one e-mail keeps its own allowance on the premises', async () => {
      const store = createMemoryStore({ now: () => T0 });
      const results = [];
      for (let i = 0; i <= RATE_LIMITS['create-account'].attempts; i += 1)
        results.push(
          await checkRateLimit(
            store,
            'create-account',
            ['ip:203.0.113.7', 'email:same@example.com'],
            T0,
            1,
            premises,
          ),
        );
      expect(results.at(-1)).toEqual({ ok: false, message: RATE_LIMIT_MESSAGE });
    });
  });
});
