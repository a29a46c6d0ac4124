import 'server-only';

import { cookies } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import * as v from 'valibot';

import { AGE_GATE_CONFIRMED_VALUE, isAgeConfirmed } from '@/lib/customer/age-gate';
import { SIGNED_IN_VALUE, UNKNOWN_CART_COUNT } from '@/lib/customer/session-hints';
import {
  AGE_GATE_COOKIE,
  AGE_GATE_COOKIE_MAX_AGE_SECONDS,
  CART_COUNT_COOKIE,
  CART_ID_COOKIE,
  CART_ID_COOKIE_MAX_AGE_SECONDS,
  CUSTOMER_TOKEN_COOKIE,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_DAYS,
  ORDER_COUNT_COOKIE,
  PENDING_CHECKOUT_COOKIE,
  PENDING_CHECKOUT_COOKIE_MAX_AGE_SECONDS,
  POSTED_ANSWER_COOKIE,
  POSTED_ANSWER_COOKIE_MAX_AGE_SECONDS,
  SIGNED_IN_COOKIE,
} from '@/lib/http/cookies';
import { getSettings } from '@/server/config';

/**
 * The server's side of every cookie (names and lifetimes: lib/http/cookies.ts): the only module
 * that calls Next's `cookies()`, and the only one that sets a cookie on a response. Values read
 * are visitor input, so each reader returns only a value the site could have written.
 *
 * Next's cookie store is read-only while a Server Component renders. The session's writes ignore
 * that (a stale cart id is cleared by the next server action or proxy pass); the others are
 * called from server actions and route handlers only.
 */

type CookieWrite = {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
  maxAge?: number;
};

/** Every cookie the server writes: the whole site, `SameSite=Lax`, `Secure` in production builds. */
function siteCookie(httpOnly: boolean, maxAge?: number): CookieWrite {
  return {
    path: '/',
    sameSite: 'lax',
    secure: getSettings().secureCookies,
    httpOnly,
    // Without maxAge the cookie lasts the browser session.
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/**
 * Whether the cart id and the customer token are written for scripts to read too. Only in
 * production commerce mode: Commerce7's widget (checkout, club join, account) runs in the browser
 * and takes the shopper's cart and sign-in from the `cartId` and `customerToken` cookies of the
 * site's own domain, the cookies its own login writes (docs/commerce7-widget.md). With the
 * embedded service nothing in the browser needs them: httpOnly.
 */
function widgetReadsSession(mode: 'local' | 'production'): boolean {
  return mode === 'production';
}

const sessionHttpOnly = () => !widgetReadsSession(getSettings().commerce.mode);

/** Only a non-empty string of sane length is taken as a token, an id or a hint. */
const SessionValueSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(4096));

async function readSessionCookie(name: string): Promise<string | undefined> {
  const parsed = v.safeParse(SessionValueSchema, (await cookies()).get(name)?.value);
  return parsed.success ? parsed.output : undefined;
}

async function writeUnlessRendering(name: string, value: string, attributes: CookieWrite) {
  const store = await cookies();
  // Unchanged: no Set-Cookie. Any cookie an action writes makes Next send the whole page back.
  if (store.get(name)?.value === value) return;
  try {
    store.set(name, value, attributes);
  } catch {
    // Read-only during a Server Component render; see above.
  }
}

async function deleteUnlessRendering(name: string) {
  const store = await cookies();
  if (store.get(name) === undefined) return;
  try {
    store.delete({ name, path: '/' });
  } catch {
    // Read-only during a Server Component render; see above.
  }
}

// The session, with the browser-readable hint (lib/customer/session-hints.ts) that stands for
// each cookie written and cleared with it.

export const readCustomerToken = () => readSessionCookie(CUSTOMER_TOKEN_COOKIE);

export async function writeCustomerToken(token: string): Promise<void> {
  await writeUnlessRendering(CUSTOMER_TOKEN_COOKIE, token, siteCookie(sessionHttpOnly()));
  await writeUnlessRendering(SIGNED_IN_COOKIE, SIGNED_IN_VALUE, siteCookie(false));
}

export async function clearCustomerToken(): Promise<void> {
  await deleteUnlessRendering(CUSTOMER_TOKEN_COOKIE);
  await deleteUnlessRendering(SIGNED_IN_COOKIE);
}

export const readCartId = () => readSessionCookie(CART_ID_COOKIE);

/**
 * A cart comes with its count hint ('unknown' until the page's cart store writes the number), so
 * a visitor with a cart is never without one and never needs the proxy (proxy.ts).
 */
export async function writeCartId(id: string): Promise<void> {
  const lifetime = CART_ID_COOKIE_MAX_AGE_SECONDS;
  await writeUnlessRendering(CART_ID_COOKIE, id, siteCookie(sessionHttpOnly(), lifetime));
  if ((await readSessionCookie(CART_COUNT_COOKIE)) === undefined)
    await writeUnlessRendering(CART_COUNT_COOKIE, UNKNOWN_CART_COUNT, siteCookie(false, lifetime));
}

export async function clearCartId(): Promise<void> {
  await deleteUnlessRendering(CART_ID_COOKIE);
  await deleteUnlessRendering(CART_COUNT_COOKIE);
}

// The customer's order count, as the customer load last saw it (lib/customer/customer-load.ts).

const OrderCountSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/));

export async function readOrderCount(): Promise<string | undefined> {
  const parsed = v.safeParse(OrderCountSchema, (await cookies()).get(ORDER_COUNT_COOKIE)?.value);
  return parsed.success ? parsed.output : undefined;
}

// Only a change is written: any cookie an action writes makes Next send the whole page back.
export async function writeOrderCount(count: string): Promise<void> {
  const store = await cookies();
  if (store.get(ORDER_COUNT_COOKIE)?.value === count) return;
  store.set(ORDER_COUNT_COOKIE, count, siteCookie(true));
}

export async function clearOrderCount(): Promise<void> {
  const store = await cookies();
  if (store.get(ORDER_COUNT_COOKIE) === undefined) return;
  store.delete({ name: ORDER_COUNT_COOKIE, path: '/' });
}

// The cart of a checkout whose outcome is not known yet (server/visitor/checkout-outcome.ts).

const PendingCartIdSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(255));

export async function readPendingCheckout(): Promise<string | undefined> {
  const value = (await cookies()).get(PENDING_CHECKOUT_COOKIE)?.value;
  const parsed = v.safeParse(PendingCartIdSchema, value);
  return parsed.success ? parsed.output : undefined;
}

export async function writePendingCheckout(cartId: string): Promise<void> {
  const lifetime = PENDING_CHECKOUT_COOKIE_MAX_AGE_SECONDS;
  (await cookies()).set(PENDING_CHECKOUT_COOKIE, cartId, siteCookie(true, lifetime));
}

/** Writes nothing when there was no pending checkout. */
export async function clearPendingCheckout(): Promise<void> {
  const store = await cookies();
  if (store.has(PENDING_CHECKOUT_COOKIE))
    store.delete({ name: PENDING_CHECKOUT_COOKIE, path: '/' });
}

// A native post's answer on its way back to the page (server/actions/answer-back.ts checks it).

export async function readPostedAnswer(): Promise<string | undefined> {
  return (await cookies()).get(POSTED_ANSWER_COOKIE)?.value;
}

export async function writePostedAnswer(value: string): Promise<void> {
  const lifetime = POSTED_ANSWER_COOKIE_MAX_AGE_SECONDS;
  (await cookies()).set(POSTED_ANSWER_COOKIE, value, siteCookie(true, lifetime));
}

// This browser's id among an e-mail owner's devices (server/security/known-device.ts checks it).

export async function readKnownDeviceId(): Promise<string | undefined> {
  return (await cookies()).get(KNOWN_DEVICE_COOKIE)?.value;
}

/** False when the cookie could not be written (a Server Component's render). */
export async function writeKnownDeviceId(deviceId: string): Promise<boolean> {
  const lifetime = KNOWN_DEVICE_DAYS * 24 * 60 * 60;
  const store = await cookies();
  try {
    store.set(KNOWN_DEVICE_COOKIE, deviceId, siteCookie(true, lifetime));
    return true;
  } catch {
    return false;
  }
}

// The age gate: written by the browser's inline script, or by the form without scripts below.

export async function readAgeConfirmed(): Promise<boolean> {
  return isAgeConfirmed((await cookies()).get(AGE_GATE_COOKIE)?.value);
}

/** Exactly what the inline script writes (components/shell/age-gate.tsx), for it to read. */
export function writeAgeConfirmation(response: NextResponse): void {
  response.cookies.set(AGE_GATE_COOKIE, AGE_GATE_CONFIRMED_VALUE, {
    path: '/',
    maxAge: AGE_GATE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: false,
  });
}

/**
 * The proxy's corrections, before any page reads the cookies: an age-gate cookie other than the
 * confirmation and an empty customer token are deleted; on a page, the browser-readable hints
 * follow the cookies they stand for (signedIn while a token exists, no cart count without a cart
 * or a customer).
 */
export function correctCookies(
  request: NextRequest,
  response: NextResponse,
  { hasToken, isPage }: { hasToken: boolean; isPage: boolean },
): void {
  const sent = request.cookies;
  const ageGate = sent.get(AGE_GATE_COOKIE)?.value;
  if (ageGate !== undefined && !isAgeConfirmed(ageGate)) response.cookies.delete(AGE_GATE_COOKIE);
  if (sent.has(CUSTOMER_TOKEN_COOKIE) && !hasToken) response.cookies.delete(CUSTOMER_TOKEN_COOKIE);
  if (!isPage) return;
  const signedIn = sent.get(SIGNED_IN_COOKIE)?.value === SIGNED_IN_VALUE;
  if (hasToken && !signedIn)
    response.cookies.set(SIGNED_IN_COOKIE, SIGNED_IN_VALUE, siteCookie(false));
  if (!hasToken && sent.has(SIGNED_IN_COOKIE)) response.cookies.delete(SIGNED_IN_COOKIE);
  if (!sent.has(CART_ID_COOKIE) && !hasToken && sent.has(CART_COUNT_COOKIE))
    response.cookies.delete(CART_COUNT_COOKIE);
}
