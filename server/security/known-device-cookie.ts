import 'server-only';
import { cookies } from 'next/headers';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { siteCookie } from '@/server/config/site-cookie';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_DAYS,
  emailCounterKey,
  isDeviceId,
  newDeviceId,
  rememberDevice,
} from './known-device';

/** The request's side of known-device.ts: the httpOnly `knownDevice` cookie. */

async function deviceIdOfRequest(): Promise<string | undefined> {
  const value = (await cookies()).get(KNOWN_DEVICE_COOKIE)?.value;
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
  const store = await cookies();
  try {
    store.set(KNOWN_DEVICE_COOKIE, deviceId, {
      ...siteCookie(),
      httpOnly: true,
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    });
  } catch {
    // Read-only while a Server Component renders; sign-ins happen in actions.
    return;
  }
  await rememberDevice(sharedKvStore(), deviceId, email);
}
