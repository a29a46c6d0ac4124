import { createHash, randomBytes } from 'node:crypto';
import type { KvStore } from '@/edge-cache';
import { KNOWN_DEVICE_DAYS } from '@/lib/http/cookies';
import 'server-only';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { readKnownDeviceId, writeKnownDeviceId } from '@/server/cookies';

/**
 * The owner's own browser keeps its own counters (an attacker who timed wrong passwords
 * to the end of each wait, from a new address each time, kept the owner out of sign-in for as long
 * as the attack lasted, and could use up the e-mail's allowance of sign-in links too).
 *
 * A successful sign-in (password, e-mailed link, new account) gives the browser a `knownDevice`
 * cookie: 32 random bytes, httpOnly, and remembers in the shared KV that this device signed in to
 * this e-mail (only a digest of the two together is stored, never the address or the cookie's
 * value). A later attempt for that e-mail from that device is counted against the pair instead of
 * the e-mail: its delay (login-delay.ts) and its link allowance (rate-limit.ts) are its own, so
 * no number of failures someone else causes against the address reaches the owner's browser.
 * The pair gets the e-mail's rules (3 free failures, up to 30 s): a stolen cookie buys no more
 * guesses than the address itself, and still needs the password. The per-client address limits
 * apply as before.
 *
 * Why a random value held in the KV rather than a signed one: no secret to configure or rotate,
 * a value nobody can make up (256 bits) or carry to another address (the KV entry names the pair),
 * and a KV outage only means the device is not recognised, which is the old rule.
 */
const KNOWN_DEVICE_SECONDS = KNOWN_DEVICE_DAYS * 24 * 60 * 60;

/** A new device id: what the cookie holds. */
export const newDeviceId = (): string => randomBytes(32).toString('base64url');

/** Only a value the site could have written is read as a device id. */
export function isDeviceId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

function pairKey(deviceId: string, email: string): string {
  const digest = createHash('sha256')
    .update(`${deviceId}\n${email.trim().toLowerCase()}`)
    .digest('base64url');
  return `known-device:${digest}`;
}

/** Remembers (again) that this device signed in to this e-mail. */
export async function rememberDevice(
  store: KvStore,
  deviceId: string,
  email: string,
): Promise<void> {
  await store.set(pairKey(deviceId, email), 1, { ttlSeconds: KNOWN_DEVICE_SECONDS });
}

/** Whether this device has signed in to this e-mail before. */
export async function isKnownDevice(
  store: KvStore,
  deviceId: string | undefined,
  email: string,
): Promise<boolean> {
  if (!isDeviceId(deviceId)) return false;
  return (await store.get<number>(pairKey(deviceId, email))) === 1;
}

/**
 * The key the e-mail's counters use for this attempt: the address itself (`email:...`), or the
 * pair when this device is known to it. A pair key is never an `ip:` key, so it gets the
 * e-mail's allowances.
 */
export async function emailCounterKey(
  store: KvStore,
  deviceId: string | undefined,
  email: string,
): Promise<string> {
  const address = email.trim().toLowerCase();
  return (await isKnownDevice(store, deviceId, address))
    ? `device:${deviceId}|${address}`
    : `email:${address}`;
}

/** The request's side of a known device: the httpOnly `knownDevice` cookie. */

async function deviceIdOfRequest(): Promise<string | undefined> {
  const value = await readKnownDeviceId();
  return isDeviceId(value) ? value : undefined;
}

/** The key the e-mail's counters use for this request (the e-mail, or this device and it). */
export async function emailCounterKeyOfRequest(email: string): Promise<string> {
  return emailCounterKey(sharedKvStore(), await deviceIdOfRequest(), email);
}

/**
 * After a successful sign-in to `email`: this browser is one of the owner's from now on (the
 * cookie is written, or its life renewed). Call only from a server action or route handler.
 */
export async function rememberThisDevice(email: string): Promise<void> {
  const deviceId = (await deviceIdOfRequest()) ?? newDeviceId();
  // Read-only while a Server Component renders; sign-ins happen in actions.
  if (!(await writeKnownDeviceId(deviceId))) return;
  await rememberDevice(sharedKvStore(), deviceId, email);
}
