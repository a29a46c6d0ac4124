import 'server-only';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { readKnownDeviceId, writeKnownDeviceId } from '@/server/cookies';
import { emailCounterKey, isDeviceId, newDeviceId, rememberDevice } from './known-device';

/** The request's side of known-device.ts: the httpOnly `knownDevice` cookie. */

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
