import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/edge-cache';
import {
  LOGIN_DELAY,
  beginLoginAttempt,
  delayAfter,
  loginDelayMessage,
  loginSucceeded,
} from './login-delay';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const EMAIL = 'email:owner@example.com';
const IP = 'ip:203.0.113.9';

describe('delayAfter (issue 27: a delay that grows per attempt, with a cap, not a lockout)', () => {
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

describe('beginLoginAttempt', () => {
  it('ten wrong passwords leave the owner at most the e-mail cap away from trying again', async () => {
    let now = T0;
    const store = createMemoryStore({ now: () => now });
    // Someone else guesses from another address as fast as the delay allows.
    for (let i = 0; i < 10; i += 1) {
      const attempt = await beginLoginAttempt(store, ['ip:198.51.100.66', EMAIL], now);
      if (!attempt.ok) now += attempt.waitSeconds * 1000;
      else now += 10;
    }
    const owner = await beginLoginAttempt(store, [IP, EMAIL], now);
    const wait = owner.ok ? 0 : owner.waitSeconds;
    expect(wait).toBeLessThanOrEqual(LOGIN_DELAY.email.capSeconds);
    now += wait * 1000;
    expect(await beginLoginAttempt(store, [IP, EMAIL], now)).toEqual({ ok: true });
  });

  it('the attempt after the free failures waits, and the wait doubles', async () => {
    let now = T0;
    const store = createMemoryStore({ now: () => now });
    for (let i = 0; i < LOGIN_DELAY.email.freeFailures; i += 1) {
      expect(await beginLoginAttempt(store, [IP, EMAIL], now)).toEqual({ ok: true });
    }
    expect(await beginLoginAttempt(store, [IP, EMAIL], now)).toEqual({ ok: true });
    expect(await beginLoginAttempt(store, [IP, EMAIL], now)).toEqual({ ok: false, waitSeconds: 1 });
    now += 1000;
    expect(await beginLoginAttempt(store, [IP, EMAIL], now)).toEqual({ ok: true });
    expect(await beginLoginAttempt(store, [IP, EMAIL], now)).toEqual({ ok: false, waitSeconds: 2 });
    // Refused attempts do not grow the wait.
    now += 1000;
    expect(await beginLoginAttempt(store, [IP, EMAIL], now)).toEqual({ ok: false, waitSeconds: 1 });
  });

  it('one address guessing many e-mails is slowed per address', async () => {
    const store = createMemoryStore({ now: () => T0 });
    for (let i = 0; i < LOGIN_DELAY.ip.freeFailures + 1; i += 1) {
      expect(await beginLoginAttempt(store, [IP, `email:u${i}@x.test`], T0)).toEqual({ ok: true });
    }
    expect(await beginLoginAttempt(store, [IP, 'email:new@x.test'], T0)).toEqual({
      ok: false,
      waitSeconds: 1,
    });
    expect(await beginLoginAttempt(store, ['ip:198.51.100.1', 'email:new@x.test'], T0)).toEqual({
      ok: true,
    });
  });

  it('a sign-in forgets the e-mail failures and takes its own attempt back from the address', async () => {
    const store = createMemoryStore({ now: () => T0 });
    for (let i = 0; i < 6; i += 1) await beginLoginAttempt(store, [IP, EMAIL], T0 + i * 60_000);
    const now = T0 + 6 * 60_000;
    await loginSucceeded(store, { email: EMAIL, ip: IP });
    expect(await beginLoginAttempt(store, ['ip:198.51.100.1', EMAIL], now)).toEqual({ ok: true });
  });

  it('failures are forgotten 15 minutes after the last one', async () => {
    let now = T0;
    const store = createMemoryStore({ now: () => now });
    for (let i = 0; i < 8; i += 1) {
      const attempt = await beginLoginAttempt(store, [EMAIL], now);
      now += attempt.ok ? 0 : attempt.waitSeconds * 1000;
    }
    expect((await beginLoginAttempt(store, [EMAIL], now)).ok).toBe(false);
    now += LOGIN_DELAY.forgetAfterSeconds * 1000;
    expect(await beginLoginAttempt(store, [EMAIL], now)).toEqual({ ok: true });
  });
});
