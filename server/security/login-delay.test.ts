import { describe, expect, it } from 'vitest';
import { createMemoryStore, type KvStore } from '@/edge-cache';
import {
  LOGIN_DELAY,
  beginLoginAttempt,
  delayAfter,
  endLoginAttempt,
  loginDelayMessage,
  type LoginKeys,
  type LoginOutcome,
} from './login-delay';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const EMAIL = 'email:owner@example.com';
const IP = 'ip:203.0.113.9';
const OWNER: LoginKeys = { ip: IP, email: EMAIL };

/** One attempt that commerce answers at once with `outcome` when it is let through. */
async function attempt(
  store: KvStore,
  keys: LoginKeys,
  now: number,
  outcome: LoginOutcome = 'wrong-password',
) {
  const begun = await beginLoginAttempt(store, keys, now);
  if (begun.ok) await endLoginAttempt(store, keys, outcome, now);
  return begun;
}

describe('delayAfter: a delay that grows per failure, with a cap, never a lockout', () => {
  it.each([
    [0, 'email', 0],
    [3, 'email', 0],
    [4, 'email', 1],
    [5, 'email', 2],
    [6, 'email', 4],
    [8, 'email', 16],
    [9, 'email', 30],
    [1000, 'email', 30],
    [12, 'ip', 0],
    [13, 'ip', 1],
    [20, 'ip', 128],
    [21, 'ip', 256],
    [22, 'ip', 300],
    [10_000, 'ip', 300],
  ] as const)('%i failures per %s: wait %i s', (failures, kind, seconds) => {
    expect(delayAfter(failures, kind)).toBe(seconds);
  });

  it('a raised factor (browser-test server) raises the free failures', () => {
    expect(delayAfter(LOGIN_DELAY.email.freeFailures * 50, 'email', 50)).toBe(0);
  });

  it.each([
    [0.2, 'Too many failed attempts. For your security, please wait 1 second and try again.'],
    [1.5, 'Too many failed attempts. For your security, please wait 2 seconds and try again.'],
    [30, 'Too many failed attempts. For your security, please wait 30 seconds and try again.'],
    [61, 'Too many failed attempts. For your security, please wait 2 minutes and try again.'],
    [300, 'Too many failed attempts. For your security, please wait 5 minutes and try again.'],
  ])('the message for %s s says how long', (seconds, message) => {
    expect(loginDelayMessage(seconds)).toBe(message);
  });
});

describe('beginLoginAttempt and endLoginAttempt, one at a time', () => {
  it('ten wrong passwords leave the owner at most the e-mail cap away from trying again', async () => {
    let now = T0;
    const store = createMemoryStore({ now: () => now });
    // Someone else guesses from another address as fast as the delay allows.
    for (let i = 0; i < 10; i += 1) {
      const begun = await attempt(store, { ip: 'ip:198.51.100.66', email: EMAIL }, now);
      now += begun.ok ? 10 : begun.waitSeconds * 1000;
    }
    const owner = await beginLoginAttempt(store, OWNER, now);
    const wait = owner.ok ? 0 : owner.waitSeconds;
    expect(wait).toBeLessThanOrEqual(LOGIN_DELAY.email.capSeconds);
    now += wait * 1000;
    expect(await beginLoginAttempt(store, OWNER, now)).toEqual({ ok: true });
  });

  it('the attempt after the free failures waits, and the wait doubles', async () => {
    let now = T0;
    const store = createMemoryStore({ now: () => now });
    for (let i = 0; i < LOGIN_DELAY.email.freeFailures; i += 1) {
      expect(await attempt(store, OWNER, now)).toEqual({ ok: true });
    }
    expect(await attempt(store, OWNER, now)).toEqual({ ok: true });
    expect(await attempt(store, OWNER, now)).toEqual({ ok: false, waitSeconds: 1 });
    now += 1000;
    expect(await attempt(store, OWNER, now)).toEqual({ ok: true });
    expect(await attempt(store, OWNER, now)).toEqual({ ok: false, waitSeconds: 2 });
    // Refused attempts do not grow the wait.
    now += 1000;
    expect(await attempt(store, OWNER, now)).toEqual({ ok: false, waitSeconds: 1 });
  });

  it('one address guessing many e-mails is slowed per address', async () => {
    const store = createMemoryStore({ now: () => T0 });
    for (let i = 0; i < LOGIN_DELAY.ip.freeFailures + 1; i += 1) {
      expect(await attempt(store, { ip: IP, email: `email:u${i}@x.test` }, T0)).toEqual({
        ok: true,
      });
    }
    expect(await attempt(store, { ip: IP, email: 'email:new@x.test' }, T0)).toEqual({
      ok: false,
      waitSeconds: 1,
    });
    expect(await attempt(store, { ip: 'ip:198.51.100.1', email: 'email:new@x.test' }, T0)).toEqual({
      ok: true,
    });
  });

  it('right passwords never count against the address, however many', async () => {
    const store = createMemoryStore({ now: () => T0 });
    for (let i = 0; i < LOGIN_DELAY.ip.freeFailures * 5; i += 1) {
      const member = { ip: IP, email: `email:member${i}@x.test` };
      expect(await attempt(store, member, T0, 'signed-in'), `member ${i + 1}`).toEqual({
        ok: true,
      });
    }
    // The address still has all its free failures.
    for (let i = 0; i <= LOGIN_DELAY.ip.freeFailures; i += 1) {
      expect(await attempt(store, { ip: IP, email: `email:typo${i}@x.test` }, T0)).toEqual({
        ok: true,
      });
    }
  });

  it('a sign-in forgets the e-mail’s failures, not the address’s', async () => {
    const store = createMemoryStore({ now: () => T0 });
    for (let i = 0; i < 6; i += 1) await attempt(store, OWNER, T0 + i * 60_000);
    const now = T0 + 6 * 60_000;
    for (let i = 6; i <= LOGIN_DELAY.ip.freeFailures; i += 1)
      await attempt(store, { ip: IP, email: `email:u${i}@x.test` }, now);
    await attempt(store, { ip: 'ip:198.51.100.1', email: EMAIL }, now, 'signed-in');
    expect(await attempt(store, { ip: 'ip:198.51.100.2', email: EMAIL }, now)).toEqual({
      ok: true,
    });
    expect(await attempt(store, { ip: IP, email: 'email:x@x.test' }, now)).toEqual({
      ok: false,
      waitSeconds: 1,
    });
  });

  it('an attempt commerce could not answer is neither a failure nor a sign-in', async () => {
    const store = createMemoryStore({ now: () => T0 });
    for (let i = 0; i < 20; i += 1) await attempt(store, OWNER, T0, 'unanswered');
    for (let i = 0; i <= LOGIN_DELAY.email.freeFailures; i += 1)
      expect(await attempt(store, OWNER, T0)).toEqual({ ok: true });
    expect(await attempt(store, OWNER, T0)).toMatchObject({ ok: false });
  });

  it('an attempt in flight counts as a failure for its e-mail until it ends', async () => {
    const store = createMemoryStore({ now: () => T0 });
    const free = LOGIN_DELAY.email.freeFailures + 1;
    for (let i = 0; i < free; i += 1)
      expect(await beginLoginAttempt(store, OWNER, T0)).toEqual({ ok: true });
    expect(await beginLoginAttempt(store, OWNER, T0)).toEqual({ ok: false, waitSeconds: 1 });
    // Another e-mail from the same address is not held up by them.
    expect(await beginLoginAttempt(store, { ip: IP, email: 'email:b@x.test' }, T0)).toEqual({
      ok: true,
    });
    for (let i = 0; i < free; i += 1) await endLoginAttempt(store, OWNER, 'signed-in', T0);
    expect(await beginLoginAttempt(store, OWNER, T0)).toEqual({ ok: true });
  });

  it('failures are forgotten 15 minutes after the last one', async () => {
    let now = T0;
    const store = createMemoryStore({ now: () => now });
    for (let i = 0; i < 8; i += 1) {
      const begun = await attempt(store, OWNER, now);
      now += begun.ok ? 0 : begun.waitSeconds * 1000;
    }
    expect((await attempt(store, OWNER, now)).ok).toBe(false);
    now += LOGIN_DELAY.forgetAfterSeconds * 1000;
    expect(await attempt(store, OWNER, now)).toEqual({ ok: true });
  });
});
