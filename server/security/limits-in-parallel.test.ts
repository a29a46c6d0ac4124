/**
 * The limits under bursts: requests sent at once, against the memory store, a real redis-server
 * and the Upstash client (through the REST shim in front of that redis-server). A limit that only
 * holds one request at a time lets a script through by sending its requests together.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  createRedisStore,
  createUpstashStore,
  type KvStore,
} from '@/edge-cache';
import { remoteServers } from '@/tests/support/remote-servers';
import {
  LOGIN_DELAY,
  beginLoginAttempt,
  delayAfter,
  endLoginAttempt,
  type LoginKeys,
  type LoginOutcome,
} from './login-delay';
import { IP_KEY_FACTOR, RATE_LIMITS, checkRateLimit } from './rate-limit';

const BURST = 30;
const RIGHT = 'Right-Password-1';
/**
 * The limiters' clock stands still in these tests: "sent again at once" must not depend on how
 * fast this machine runs, and a rate-limit window must not end between two bursts.
 */
const NOW = Date.parse('2026-11-23T10:00:00Z');

const servers = remoteServers();

let namespaces = 0;
const prefix = () => `parallel-${process.pid}-${++namespaces}:`;
const backends: { name: string; create: (onError: (error: unknown) => void) => KvStore }[] = [
  { name: 'memory', create: () => createMemoryStore() },
  {
    name: 'redis',
    create: (onError) => createRedisStore({ url: servers.redisUrl, prefix: prefix(), onError }),
  },
  {
    name: 'upstash',
    create: (onError) =>
      createUpstashStore({
        url: servers.upstash.url,
        token: servers.upstash.token,
        prefix: prefix(),
        onError,
      }),
  },
];

/** How many wrong passwords an e-mail can make before the first wait: the delay's free ones. */
const failuresBeforeAWait = (() => {
  let failures = 0;
  while (delayAfter(failures, 'email') === 0) failures += 1;
  return failures;
})();

/** A commerce login that counts its calls and answers after a moment, as a network would. */
function fakeCommerce() {
  const commerce = {
    calls: 0,
    async login(password: string): Promise<void> {
      commerce.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (password !== RIGHT) throw new Error('Invalid email or password');
    },
  };
  return commerce;
}

/** The sign-in action's order: begin, ask commerce, end with what commerce said. */
async function signIn(
  store: KvStore,
  commerce: ReturnType<typeof fakeCommerce>,
  keys: LoginKeys,
  password: string,
): Promise<'signed-in' | 'wrong-password' | 'told-to-wait'> {
  const begun = await beginLoginAttempt(store, keys, NOW);
  if (!begun.ok) return 'told-to-wait';
  let outcome: LoginOutcome = 'unanswered';
  try {
    await commerce.login(password);
    outcome = 'signed-in';
  } catch {
    outcome = 'wrong-password';
  } finally {
    await endLoginAttempt(store, keys, outcome, NOW);
  }
  return outcome;
}

const tally = (results: string[]) =>
  results.reduce<Record<string, number>>((counts, result) => {
    counts[result] = (counts[result] ?? 0) + 1;
    return counts;
  }, {});

describe.each(backends)('limits under a burst of parallel requests: $name', ({ create }) => {
  const stores: KvStore[] = [];
  // A remote store absorbs failures; one here would mean the test measured the outage fallback.
  const absorbed: unknown[] = [];
  const openStore = () => {
    const store = create((error) => absorbed.push(error));
    stores.push(store);
    return store;
  };

  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    expect(absorbed.splice(0)).toEqual([]);
  });

  const scopes = Object.entries(RATE_LIMITS).flatMap(([scope, { attempts }]) => [
    [scope, 'email:ann@example.com', attempts],
    [scope, 'ip:203.0.113.9', attempts * IP_KEY_FACTOR],
  ]) as [keyof typeof RATE_LIMITS, string, number][];

  it.each(scopes)(
    '%s for %s: exactly %i of a burst pass, none of a second',
    async (scope, key, allowed) => {
      const store = openStore();
      const burst = () =>
        Promise.all(
          Array.from({ length: allowed + 10 }, () => checkRateLimit(store, scope, [key], NOW)),
        );
      expect((await burst()).filter((result) => result.ok)).toHaveLength(allowed);
      expect((await burst()).filter((result) => result.ok)).toHaveLength(0);
    },
  );

  it(`${BURST} wrong passwords at once for one e-mail from one address reach commerce only as often as the delay leaves free`, async () => {
    const store = openStore();
    const commerce = fakeCommerce();
    const keys = { ip: 'ip:203.0.113.9', email: 'email:owner@example.com' };
    const burst = () =>
      Promise.all(Array.from({ length: BURST }, () => signIn(store, commerce, keys, 'guess')));

    expect(tally(await burst())).toEqual({
      'wrong-password': failuresBeforeAWait,
      'told-to-wait': BURST - failuresBeforeAWait,
    });
    expect(commerce.calls).toBe(failuresBeforeAWait);
    // Sent again at once: all wait.
    expect(tally(await burst())).toEqual({ 'told-to-wait': BURST });
    expect(commerce.calls).toBe(failuresBeforeAWait);
  });

  it(`${BURST} members signing in at once from one address all get in, and it costs the address nothing`, async () => {
    const store = openStore();
    const commerce = fakeCommerce();
    const member = (i: number) => ({ ip: 'ip:203.0.113.9', email: `email:member${i}@example.com` });
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) => signIn(store, commerce, member(i), RIGHT)),
    );
    expect(tally(results)).toEqual({ 'signed-in': BURST });

    // The address still has every free failure: typos by as many members all reach commerce.
    const typos = await Promise.all(
      Array.from({ length: LOGIN_DELAY.ip.freeFailures }, (_, i) =>
        signIn(store, commerce, member(BURST + i), 'typo'),
      ),
    );
    expect(tally(typos)).toEqual({ 'wrong-password': LOGIN_DELAY.ip.freeFailures });
  });

  it('wrong passwords at once for ten e-mails from one address all count against the address, which then waits', async () => {
    const store = openStore();
    const commerce = fakeCommerce();
    const ip = 'ip:203.0.113.9';
    // Three guesses per e-mail, within each e-mail's free failures; thirty past the address's.
    const burst = () =>
      Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          signIn(store, commerce, { ip, email: `email:u${i % 10}@x.test` }, 'guess'),
        ),
      );
    expect(tally(await burst())).toEqual({ 'wrong-password': BURST });
    expect(tally(await burst())).toEqual({ 'told-to-wait': BURST });
    expect(await signIn(store, commerce, { ip, email: 'email:new@x.test' }, RIGHT)).toBe(
      'told-to-wait',
    );
    expect(commerce.calls).toBe(BURST);
  });
});
