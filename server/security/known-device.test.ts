import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/edge-cache';
import {
  emailCounterKey,
  isDeviceId,
  isKnownDevice,
  newDeviceId,
  rememberDevice,
} from './known-device';

describe('known devices (the owner’s browser counts apart from the e-mail)', () => {
  it.each([
    [newDeviceId(), true],
    ['A'.repeat(43), true],
    ['A'.repeat(42), false],
    ['A'.repeat(44), false],
    [`${'A'.repeat(42)}=`, false],
    [`${'A'.repeat(42)}.`, false],
    ['', false],
    [undefined, false],
  ])('%s is a device id the site could have written: %s', (value, expected) => {
    expect(isDeviceId(value)).toBe(expected);
  });

  it.each([
    // [device that signed in, address it signed in to, device asking, address asked, known]
    ['owner', 'ann@example.com', 'owner', 'ann@example.com', true],
    ['owner', 'ann@example.com', 'owner', '  ANN@Example.com ', true],
    ['owner', 'ann@example.com', 'other', 'ann@example.com', false],
    ['owner', 'ann@example.com', 'owner', 'bob@example.com', false],
    ['owner', 'ann@example.com', undefined, 'ann@example.com', false],
    ['owner', 'ann@example.com', 'not a device id', 'ann@example.com', false],
  ] as const)(
    'signed in on %s to %s; %s asks for %s: known %s',
    async (signedOn, signedTo, asking, askedFor, known) => {
      const store = createMemoryStore();
      const ids: Record<string, string> = { owner: newDeviceId(), other: newDeviceId() };
      await rememberDevice(store, ids[signedOn]!, signedTo);
      const device = asking === undefined ? undefined : (ids[asking] ?? asking);
      expect(await isKnownDevice(store, device, askedFor)).toBe(known);
      const key = await emailCounterKey(store, device, askedFor);
      expect(key).toBe(
        known
          ? `device:${device}|${askedFor.trim().toLowerCase()}`
          : `email:${askedFor.trim().toLowerCase()}`,
      );
      expect(key.startsWith('ip:')).toBe(false);
    },
  );

  it('forgets a device after its time', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const store = createMemoryStore({ now: () => now });
    const device = newDeviceId();
    await rememberDevice(store, device, 'ann@example.com');
    now += 179 * 24 * 3600 * 1000;
    expect(await isKnownDevice(store, device, 'ann@example.com')).toBe(true);
    now += 2 * 24 * 3600 * 1000;
    expect(await isKnownDevice(store, device, 'ann@example.com')).toBe(false);
  });

  it('stores neither the address nor the device id', async () => {
    const written: string[] = [];
    const store = createMemoryStore();
    const spy: typeof store = {
      ...store,
      set: (...args: Parameters<typeof store.set>) => {
        written.push(args[0], JSON.stringify(args[1]));
        return store.set(...args);
      },
    };
    const device = newDeviceId();
    await rememberDevice(spy, device, 'ann@example.com');
    expect(written.join(' ')).not.toContain('ann');
    expect(written.join(' ')).not.toContain(device);
  });
});
