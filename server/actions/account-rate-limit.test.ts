import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeKvStore } from '@/edge-cache';
import { LOGIN_DELAY } from '@/server/security/login-delay';
import { RATE_LIMITS, IP_KEY_FACTOR } from '@/server/security/rate-limit';
import { sampleCustomer } from '@/tests/support/commerce-fakes';

/**
 * The account doors a script would hammer: sign-in slows down instead of
 * locking out, account creation and order lookup are limited per client and per e-mail, the
 * client is never the first X-Forwarded-For hop it wrote, and no answer says an address has an
 * account. Commerce is a fake; the limits run on the memory KV.
 */
const commerce = {
  login: vi.fn(async (input: { email: string; password: string }): Promise<unknown> => {
    if (input.password === 'Right-Password-1')
      return sampleCustomer({ id: 'c1', emails: [{ id: 'e', email: input.email }] });
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
/** The calling browser's cookies: each test's browsers are jars of their own. */
type Jar = Map<string, string>;
let jar: Jar = new Map();
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': forwardedFor }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
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
const { requestMagicLink } = await import('./account/passwords-and-links');

/** A value a script could write itself, different on every request, before the proxy's entry. */
const forged = (i: number) => `10.${i % 250}.${Math.floor(i / 250)}.1, 203.0.113.77`;

beforeEach(async () => {
  await closeKvStore();
  for (const call of Object.values(commerce)) call.mockClear();
  forwardedFor = '203.0.113.77';
  jar = new Map();
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

describe('the timed attack: wrong passwords at the end of every wait, a new address each time', () => {
  const OWNER = 'owner@example.com';
  const RIGHT = 'Right-Password-1';
  const WAIT = /please wait (\d+) seconds?/;

  /**
   * Runs `seconds` of the attack on the fake clock: the attacker (its own jar, a new address per
   * request) guesses whenever the refusal says the wait is over; every `everySeconds` the owner's
   * browser `owner` signs in with the right password (and `between` runs after it, e.g. asking
   * for a link). Answers the owner's results.
   */
  async function attack(
    owner: Jar,
    seconds: number,
    everySeconds: number,
    between?: () => Promise<void>,
  ) {
    const attacker: Jar = new Map();
    const start = Date.now();
    let nextGuess = start;
    let nextOwner = start + 2000;
    let address = 0;
    const results: unknown[] = [];
    while (Date.now() - start < seconds * 1000) {
      if (Date.now() >= nextGuess) {
        jar = attacker;
        address += 1;
        forwardedFor = `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
        const answer = await login({ email: OWNER, password: `guess-${address}` });
        const wait = !answer.ok && WAIT.exec(answer.message);
        nextGuess = Date.now() + (wait ? Number(wait[1]) * 1000 : 100);
      }
      if (Date.now() >= nextOwner) {
        jar = owner;
        forwardedFor = '203.0.113.5';
        results.push(await login({ email: OWNER, password: RIGHT }));
        await between?.();
        nextOwner = Date.now() + everySeconds * 1000;
      }
      vi.advanceTimersByTime(100);
    }
    return { results, guesses: address };
  }

  it('the owner’s own browser signs in every time while the attack keeps the address waiting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const owner: Jar = new Map();
      jar = owner;
      expect(await login({ email: OWNER, password: RIGHT })).toMatchObject({ ok: true });
      expect(owner.get('knownDevice')).toMatch(/^[\w-]{43}$/);
      const { results, guesses } = await attack(owner, 120, 6);
      expect(guesses).toBeGreaterThan(10);
      expect(results).toHaveLength(20);
      for (const [i, result] of results.entries())
        expect(result, `owner attempt ${i + 1}`).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the same attack keeps a browser the address has never signed in from waiting (the attack is real)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { results } = await attack(new Map(), 120, 6);
      const refused = results.filter((result) => !(result as { ok: boolean }).ok) as {
        message: string;
      }[];
      expect(refused.length).toBeGreaterThan(results.length / 2);
      expect(refused[0]!.message).toMatch(WAIT);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a typo on the owner’s browser is slowed down on its own, never by the attacker’s count', async () => {
    const owner: Jar = new Map();
    jar = owner;
    await login({ email: OWNER, password: RIGHT });
    jar = new Map();
    for (let i = 0; i < 10; i += 1) {
      forwardedFor = `198.51.100.${i + 1}`;
      await login({ email: OWNER, password: 'guess' });
    }
    jar = owner;
    forwardedFor = '203.0.113.5';
    for (let i = 0; i <= LOGIN_DELAY.email.freeFailures; i += 1)
      expect(await login({ email: OWNER, password: 'typo' })).toEqual({
        ok: false,
        message: 'Invalid email or password',
      });
    expect(await login({ email: OWNER, password: RIGHT })).toEqual({
      ok: false,
      message: 'Too many failed attempts. For your security, please wait 1 second and try again.',
    });
  });

  it('a made-up or another address’s device cookie is no way round the e-mail’s delay', async () => {
    const owner: Jar = new Map();
    jar = owner;
    await login({ email: 'someone-else@example.com', password: RIGHT });
    for (const cookie of [owner.get('knownDevice')!, 'A'.repeat(43), 'x']) {
      await closeKvStore();
      jar = owner;
      await login({ email: 'someone-else@example.com', password: RIGHT });
      jar = new Map([['knownDevice', cookie]]);
      const answers = [];
      for (let i = 0; i < LOGIN_DELAY.email.freeFailures + 2; i += 1) {
        forwardedFor = `198.51.100.${i + 1}`;
        answers.push(await login({ email: OWNER, password: 'guess' }));
      }
      expect(answers.at(-1), cookie).toMatchObject({ message: expect.stringMatching(WAIT) });
    }
  });

  it('the e-mailed sign-in link stays available to the owner’s browser after the attacker used up the address’s', async () => {
    const owner: Jar = new Map();
    jar = owner;
    await login({ email: OWNER, password: RIGHT });
    const stranger: Jar = new Map();
    const answers = [];
    for (let i = 0; i < RATE_LIMITS['magic-link'].attempts + 3; i += 1) {
      jar = stranger;
      forwardedFor = `198.51.100.${i + 1}`;
      answers.push(await requestMagicLink({ email: OWNER }));
    }
    expect(answers.at(-1)).toEqual({
      ok: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    jar = owner;
    forwardedFor = '203.0.113.5';
    expect(await requestMagicLink({ email: OWNER })).toEqual({
      ok: true,
      message: `If an account exists for ${OWNER}, we have sent it a sign-in link. The link works once and expires in 60 minutes.`,
    });
    // And a browser that never signed in to it is still refused: the address's own limit holds.
    jar = new Map();
    forwardedFor = '203.0.113.6';
    expect(await requestMagicLink({ email: OWNER })).toMatchObject({ ok: false });
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
