import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeKvStore } from '@/edge-cache';
import { LOGIN_DELAY } from '@/server/security/login-delay';
import { RATE_LIMITS, IP_KEY_FACTOR } from '@/server/security/rate-limit';

/**
 * The account doors a script would hammer (issues 11 and 27): sign-in slows down instead of
 * locking out, account creation and order lookup are limited per client and per e-mail, the
 * client is never the first X-Forwarded-For hop it wrote, and no answer says an address has an
 * account. Commerce is a fake; the limits run on the memory KV.
 */
const commerce = {
  login: vi.fn(async (input: { email: string; password: string }): Promise<unknown> => {
    if (input.password === 'Right-Password-1')
      return {
        id: 'c1',
        emails: [{ id: 'e', email: input.email }],
        addresses: [],
        clubs: [],
        tags: [],
        orderInformation: { isActiveClubMember: false, orderCount: 0 },
      };
    throw Object.assign(new Error('Invalid email or password'), { statusCode: 401 });
  }),
  registerCustomer: vi.fn(async (): Promise<unknown> => {
    throw Object.assign(new Error('Customer already exists'), { statusCode: 422 });
  }),
  generateMagicLink: vi.fn(async () => {}),
  findOrderLimited: vi.fn(async () => ({
    id: 'order-1',
    orderNumber: 1001,
    billTo: null,
    shipTo: { zipCode: '94558' },
  })),
};
let forwardedFor = '203.0.113.77';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': forwardedFor }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock('@/server/commerce', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/commerce')>();
  const withStatus = (error: unknown) => {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return statusCode ? new actual.CommerceError({ statusCode, message }) : error;
  };
  return {
    ...actual,
    // Commerce failures arrive as CommerceError, as the real client raises them.
    getCommerce: () =>
      Object.fromEntries(
        Object.entries(commerce).map(([name, call]) => [
          name,
          async (...args: unknown[]) => {
            try {
              return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
            } catch (error) {
              throw withStatus(error);
            }
          },
        ]),
      ),
  };
});
vi.mock('@/server/commerce/session', () => ({
  createCookieSession: () => ({ getCartId: async () => undefined, setCartId: async () => {} }),
}));
vi.mock('@/server/observability/report', () => ({ reportError: () => {} }));

const { createAccount, login } = await import('./account/sign-in');
const { lookupOrder } = await import('./account/order-lookup');

/** A value a script could write itself, different on every request, before the proxy's entry. */
const forged = (i: number) => `10.${i % 250}.${Math.floor(i / 250)}.1, 203.0.113.77`;

beforeEach(async () => {
  await closeKvStore();
  for (const call of Object.values(commerce)) call.mockClear();
  forwardedFor = '203.0.113.77';
});

describe('login: a growing delay, never a lockout', () => {
  it('past the free failures the next attempt waits, saying how long, and commerce hears nothing', async () => {
    const input = { email: 'target@example.com', password: 'guess' };
    for (let i = 0; i <= LOGIN_DELAY.email.freeFailures; i += 1) {
      expect(await login(input)).toEqual({ ok: false, message: 'Invalid email or password' });
    }
    expect(commerce.login).toHaveBeenCalledTimes(LOGIN_DELAY.email.freeFailures + 1);
    expect(await login(input)).toEqual({
      ok: false,
      message: 'Too many failed attempts. For your security, please wait 1 second and try again.',
    });
    expect(commerce.login).toHaveBeenCalledTimes(LOGIN_DELAY.email.freeFailures + 1);
  });

  it('ten wrong passwords do not lock the owner out for 15 minutes: after the wait, the right one works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 10; i += 1) {
        forwardedFor = '198.51.100.66';
        await login({ email: 'owner@example.com', password: `guess-${i}` });
        vi.advanceTimersByTime(1000);
      }
      forwardedFor = '203.0.113.5';
      vi.advanceTimersByTime(LOGIN_DELAY.email.capSeconds * 1000);
      const result = await login({ email: 'owner@example.com', password: 'Right-Password-1' });
      expect(result).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('create account', () => {
  it('never says an address has an account: its owner gets a sign-in link', async () => {
    const result = await createAccount({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'member@example.com',
      password: 'Cellar-Door-21',
    });
    expect(result).toEqual({
      ok: false,
      message: 'We have sent an e-mail to member@example.com with a link to continue.',
    });
    expect(JSON.stringify(result)).not.toMatch(/exist/i);
    expect(commerce.generateMagicLink).toHaveBeenCalledWith({
      email: 'member@example.com',
      redirectUrl: expect.stringMatching(/\/profile\/login\?next=%2Fprofile$/),
    });
  });

  it('is limited per client, whatever X-Forwarded-For the client writes first', async () => {
    const allowance = RATE_LIMITS['create-account'].attempts * IP_KEY_FACTOR;
    const results = [];
    for (let i = 0; i <= allowance; i += 1) {
      forwardedFor = forged(i);
      results.push(
        await createAccount({
          firstName: 'Bot',
          lastName: 'Bot',
          email: `bot${i}@example.com`,
          password: 'Password-123',
        }),
      );
    }
    expect(results.at(-1)).toEqual({
      ok: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(commerce.registerCustomer).toHaveBeenCalledTimes(allowance);
  });

  it('is limited per e-mail across client addresses', async () => {
    const allowance = RATE_LIMITS['create-account'].attempts;
    for (let i = 0; i <= allowance; i += 1) {
      forwardedFor = `198.51.100.${i + 1}`;
      await createAccount({
        firstName: 'A',
        lastName: 'B',
        email: 'same@example.com',
        password: 'Password-123',
      });
    }
    expect(commerce.registerCustomer).toHaveBeenCalledTimes(allowance);
  });
});

describe('guest order lookup', () => {
  const lookup = (email: string, orderNumber: string, zipCode = '94558') =>
    lookupOrder({ email, orderNumber, zipCode });

  it('needs the ZIP code of the order besides the e-mail and number', async () => {
    expect(await lookup('guest@example.com', '1001', '10001')).toEqual({
      ok: false,
      message: 'We could not find an order with that e-mail, order number and ZIP code.',
    });
    expect(await lookup('guest@example.com', '1001')).toEqual({
      ok: true,
      href: '/profile/order-receipt/order-1',
    });
  });

  it('walking order numbers for one e-mail is stopped per e-mail, from any address', async () => {
    const allowance = RATE_LIMITS['order-lookup'].attempts;
    const results = [];
    for (let i = 0; i <= allowance; i += 1) {
      forwardedFor = `198.51.100.${i + 1}`;
      results.push(await lookup('victim@example.com', String(1000 + i), '00000'));
    }
    expect(results.at(-1)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many/),
    });
    expect(commerce.findOrderLimited).toHaveBeenCalledTimes(allowance);
  });

  it('a new forged X-Forwarded-For per request does not reset the per-client limit', async () => {
    const allowance = RATE_LIMITS['order-lookup'].attempts * IP_KEY_FACTOR;
    for (let i = 0; i <= allowance; i += 1) {
      forwardedFor = forged(i);
      await lookup(`guess${i}@example.com`, '1001', '00000');
    }
    expect(commerce.findOrderLimited).toHaveBeenCalledTimes(allowance);
  });
});
