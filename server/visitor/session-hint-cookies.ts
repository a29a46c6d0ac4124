import type { NextRequest, NextResponse } from 'next/server';
import { CART_ID_COOKIE } from '@/lib/constants';
import { CART_COUNT_COOKIE, SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '@/lib/customer/session-hints';
import { siteCookie } from '@/server/config/site-cookie';

/**
 * The browser-readable hints follow the httpOnly cookies they stand for: signedIn while a token
 * exists, and no cart count without a cart. (A cart never goes without its count: the cartId
 * cookie is written with one, server/commerce/session.ts, so a visitor with a cart passes by the
 * proxy.)
 */
export function keepHintsHonest(request: NextRequest, response: NextResponse, hasToken: boolean) {
  const cookies = request.cookies;
  const hint = siteCookie();
  const signedIn = cookies.get(SIGNED_IN_COOKIE)?.value === SIGNED_IN_VALUE;
  if (hasToken && !signedIn) response.cookies.set(SIGNED_IN_COOKIE, SIGNED_IN_VALUE, hint);
  if (!hasToken && cookies.has(SIGNED_IN_COOKIE)) response.cookies.delete(SIGNED_IN_COOKIE);
  if (!cookies.has(CART_ID_COOKIE) && !hasToken && cookies.has(CART_COUNT_COOKIE)) {
    response.cookies.delete(CART_COUNT_COOKIE);
  }
}
