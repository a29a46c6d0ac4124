import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createRedisStore, type KvStore } from '@/edge-cache';
import { startRedisServer, type RedisServerProcess } from '@/tests/support/redis-server';
import { LOGIN_DELAY, delayAfter } from '@/server/security/login-delay';
import { IP_KEY_FACTOR, RATE_LIMITS } from '@/server/security/rate-limit';
import { sampleCustomer } from '@/tests/support/commerce-fakes';

/**
 * The account doors under bursts: requests sent at once by one address, through the real actions,
 * with the limits on the memory store and on a real redis-server. Commerce is a fake that counts
 * its calls and answers after a moment, so the requests of a burst are all in flight together.
 */
const RIGHT = 'Right-Password-1';
const BURST = 30;
const ANSWER_MS = 60;

const answerLater = () => new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
const commerce = {
  login: vi.fn(async (input: { email: string; password: string }): Promise<unknown> => {
    await answerLater();
    if (input.password === RIGHT)
      return sampleCustomer({ id: `c-${input.email}`, emails: [{ id: 'e', email: input.email }] });
    throw Object.assign(new Error('Invalid email or password'), { statusCode: 401 });
  }),
  registerCustomer: vi.fn(async (): Promise<unknown> => {
    await answerLater();
    throw Object.assign(new Error('Customer already exists'), { statusCode: 422 });
  }),
  generateMagicLink: vi.fn(async () => {}),
  findOrderLimited: vi.fn(async () => {
    await answerLater();
    return { id: 'order-1', orderNumber: 1001, billTo: null, shipTo: { zipCode: '94558' } };
  }),
};
let store: KvStore;
vi.mock('@/server/config/shared-kv-store', () => ({ sharedKvStore: () => store }));
vi.mock('next/headers', () => ({
  // One address (the winery's Wi-Fi, or one machine); every request a browser without cookies.
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.77' }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock('@/server/commerce', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/commerce')>();
  const withStatus = (error: unknown) => {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return statusCode ? new actual.CommerceError({ statusCode, message }) : error;
  };
  const call =
    (fn: (...args: never[]) => Promise<unknown>) =>
    async (...args: never[]) => {
      try {
        return await fn(...args);
      } catch (error) {
        throw withStatus(error);
      }
    };
  return {
    ...actual,
    getCommerce: () =>
      Object.fromEntries(Object.entries(commerce).map(([name, fn]) => [name, call(fn)])),
  };
});
vi.mock('@/server/commerce/session', () => ({
  createCookieSession: () => ({ getCartId: async () => undefined, setCartId: async () => {} }),
}));
vi.mock('@/server/observability/report', () => ({ reportError: () => {} }));

const { createAccount, login } = await import('./account/sign-in');
const { lookupOrder } = await import('./account/order-lookup');

let redisServer: RedisServerProcess;
beforeAll(async () => {
  redisServer = await startRedisServer();
});
afterAll(async () => {
  await redisServer?.stop();
});

let namespaces = 0;
const backends = [
  { name: 'memory', create: (): KvStore => createMemoryStore() },
  {
    name: 'redis',
    create: (): KvStore =>
      createRedisStore({ url: redisServer.url, prefix: `bursts-${process.pid}-${++namespaces}:` }),
  },
];

/** How many wrong passwords an e-mail can make before the first wait: the delay's free ones. */
let failuresBeforeAWait = 0;
while (delayAfter(failuresBeforeAWait, 'email') === 0) failuresBeforeAWait += 1;

/**
 * `size` requests at once; with `spreadMs`, arriving that far apart (as over a network), still
 * all in flight together since commerce takes longer to answer than the burst takes to arrive.
 */
const burst = <T>(size: number, request: (i: number) => Promise<T>, spreadMs = 0) =>
  Promise.all(
    Array.from({ length: size }, async (_, i) => {
      if (spreadMs > 0) await new Promise((resolve) => setTimeout(resolve, i * spreadMs));
      return request(i);
    }),
  );
/** The answers of a burst by kind; a wait's length depends on the attempts still in flight. */
const messages = (results: { ok: boolean; message?: string }[]) =>
  results.reduce<Record<string, number>>((counts, result) => {
    const message = result.ok ? 'signed in' : (result.message ?? '');
    const key = WAIT.test(message) ? 'told to wait' : message;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});
const WAIT =
  /^Too many failed attempts\. For your security, please wait \d+ seconds? and try again\.$/;

describe.each(backends)('account doors under a burst from one address: $name', ({ create }) => {
  beforeEach(() => {
    // The clock stands still: "at once" must not depend on this machine's speed, and no window of
    // a rate limit may end during a burst. Commerce's answers still take their real moment.
    vi.useFakeTimers({ toFake: ['Date'] });
    store = create();
    for (const fn of Object.values(commerce)) fn.mockClear();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await store.close();
  });

  it(`${BURST} wrong passwords at once for one e-mail reach commerce only as often as the delay leaves free`, async () => {
    const guess = () => login({ email: 'owner@example.com', password: 'guess' });
    expect(messages(await burst(BURST, guess))).toEqual({
      'Invalid email or password': failuresBeforeAWait,
      'told to wait': BURST - failuresBeforeAWait,
    });
    expect(commerce.login).toHaveBeenCalledTimes(failuresBeforeAWait);
    // The burst again at once: it all waits.
    expect(messages(await burst(BURST, guess))).toEqual({ 'told to wait': BURST });
    expect(commerce.login).toHaveBeenCalledTimes(failuresBeforeAWait);
  });

  it(`${BURST} members signing in at once on one network all get in`, async () => {
    const member = (i: number) => login({ email: `member${i}@example.com`, password: RIGHT });
    expect(messages(await burst(BURST, member, 1))).toEqual({ 'signed in': BURST });
    // Their right passwords cost the address nothing: its free failures are all there.
    const typo = (i: number) => login({ email: `member${i}@example.com`, password: 'typo' });
    expect(messages(await burst(LOGIN_DELAY.ip.freeFailures, typo))).toEqual({
      'Invalid email or password': LOGIN_DELAY.ip.freeFailures,
    });
  });

  const account = (email: string) =>
    createAccount({ firstName: 'A', lastName: 'B', email, password: 'Password-123' });
  it.each([
    [
      'account creation, one e-mail',
      RATE_LIMITS['create-account'].attempts,
      () => account('same@example.com'),
      () => commerce.registerCustomer,
    ],
    [
      'account creation, many e-mails',
      RATE_LIMITS['create-account'].attempts * IP_KEY_FACTOR,
      (i: number) => account(`bot${i}@example.com`),
      () => commerce.registerCustomer,
    ],
    [
      'order lookup, one e-mail',
      RATE_LIMITS['order-lookup'].attempts,
      (i: number) =>
        lookupOrder({ email: 'victim@example.com', orderNumber: `${1000 + i}`, zipCode: '00000' }),
      () => commerce.findOrderLimited,
    ],
  ] as const)('%s: a burst reaches commerce %i times', async (_door, allowed, request, calls) => {
    await burst(BURST, request as (i: number) => Promise<unknown>);
    expect(calls()).toHaveBeenCalledTimes(allowed);
  });
});
