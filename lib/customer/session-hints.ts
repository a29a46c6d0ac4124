/**
 * Session hints: two cookies the browser may read (never secrets), so that shared, prerendered
 * pages can show the visitor's cart count and account entry without a per-request render.
 *
 * - `cartCount`: the number of items in the visitor's cart, written by the browser whenever its
 *   cart store changes (every cart action, login, logout, order placed, the session sync) and
 *   deleted by the server with the cartId cookie. 'unknown' is written with a new cartId
 *   (server/cookies.ts) until the page's store writes the number; an 'unknown' count is
 *   asked for.
 * - `signedIn`: '1' while a customerToken cookie exists (the token itself stays httpOnly); set and
 *   cleared with the token, and kept honest by proxy.ts (which runs for any hint out of line).
 *
 * A hint only decides what the header shows before the server answers and whether the browser
 * asks the syncSession action at all; prices and access never follow a hint.
 */
import { CART_COUNT_COOKIE, SIGNED_IN_COOKIE, readCookie } from '../http/cookies';

export const SIGNED_IN_VALUE = '1';
export const UNKNOWN_CART_COUNT = 'unknown';

/** Highest count a hint may carry (99 per line is the cart limit; anything above is garbled). */
const MAX_HINTED_COUNT = 99_999;

/** The count a cartCount cookie carries: a number, 'unknown' (ask the server), or no cart. */
export type CartCountHint = number | typeof UNKNOWN_CART_COUNT | undefined;

export function parseCartCount(value: string | undefined): CartCountHint {
  if (value === undefined) return undefined;
  if (!/^\d{1,5}$/.test(value)) return UNKNOWN_CART_COUNT;
  const count = Number(value);
  return count <= MAX_HINTED_COUNT ? count : UNKNOWN_CART_COUNT;
}

interface SessionHints {
  signedIn: boolean;
  cartCount: CartCountHint;
}

export function readSessionHints(cookieHeader: string): SessionHints {
  return {
    signedIn: readCookie(cookieHeader, SIGNED_IN_COOKIE) === SIGNED_IN_VALUE,
    cartCount: parseCartCount(readCookie(cookieHeader, CART_COUNT_COOKIE)),
  };
}

/**
 * Whether the browser must ask the server who the visitor is (the syncSession action, which also
 * runs the spec's customer load and fixes the cookies): a customer, or a cart with items or an
 * unknown count. An anonymous visitor with no cart, or an empty one, costs no request at all.
 */
export function needsSessionSync(hints: SessionHints): boolean {
  if (hints.signedIn) return true;
  return hints.cartCount !== undefined && hints.cartCount !== 0;
}
