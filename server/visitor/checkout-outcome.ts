import 'server-only';

import type { Order } from '@/lib/commerce/entities';
import {
  type CartValidationError,
  CommerceError,
  isCartValidationError,
  replyClass,
} from '@/server/commerce';
import { clearPendingCheckout, readPendingCheckout, writePendingCheckout } from '@/server/cookies';

/**
 * What became of a checkout, decided from the service's answers only. A checkout whose reply was
 * lost (timeout, dropped connection, 5xx, breaker open) may have placed the order all the same,
 * so before anything is said the order is looked up by its cart: the shopper is told it failed
 * only when the service itself says no order came of the cart.
 */
export type CheckoutOutcome =
  | { kind: 'placed'; orderId: string }
  /** A 422: declined card, expired card, a line no longer available. The service's words. */
  | { kind: 'refused'; message: string }
  /** The cart is gone and no order came of it (expired, or ordered under another cart). */
  | { kind: 'empty' }
  /** The service answered: no order was placed; the cart is as it was. */
  | { kind: 'failed' }
  /** Not decidable yet: the service does not answer, or the checkout is still running in it. */
  | { kind: 'checking' };

export interface CheckoutCalls {
  /** POST cart/{cartId}/checkout; undefined when the cart is gone (404). */
  checkout: () => Promise<Order | CartValidationError | undefined>;
  /** GET order/cart/{cartId}; undefined when no order came of the cart. */
  findOrderOfCart: (cartId: string) => Promise<Order | undefined>;
}

/**
 * Whether a failed call leaves open what the service did: no reply at all (408, 502 unreachable
 * or unreadable), a 5xx, the breaker's pause, or 409 "still running". A 4xx reply is a decision.
 */
function leavesOutcomeOpen(error: unknown): boolean {
  return (
    replyClass(error) === 'down' || (error instanceof CommerceError && error.statusCode === 409)
  );
}

/**
 * The order of a cart, if any: `whenNone` is what it means that the service found none (after
 * a lost reply: the checkout failed; after "cart not found": the cart was not ordered).
 */
export async function lookUpOrder(
  findOrderOfCart: CheckoutCalls['findOrderOfCart'],
  cartId: string,
  whenNone: 'failed' | 'empty',
): Promise<CheckoutOutcome> {
  try {
    const order = await findOrderOfCart(cartId);
    return order ? { kind: 'placed', orderId: order.id } : { kind: whenNone };
  } catch {
    // Anything but an answer keeps the question open: never "failed" without the service's word
    // (the transport has reported what it did not expect).
    return { kind: 'checking' };
  }
}

/** Places the order and, when its reply does not decide the outcome, asks the service what happened. */
export async function settleCheckout(
  cartId: string,
  calls: CheckoutCalls,
): Promise<CheckoutOutcome> {
  let result: Awaited<ReturnType<CheckoutCalls['checkout']>>;
  try {
    result = await calls.checkout();
  } catch (error) {
    if (!leavesOutcomeOpen(error)) throw error;
    return lookUpOrder(calls.findOrderOfCart, cartId, 'failed');
  }
  if (result === undefined) {
    // "Cart not found": an earlier attempt whose reply was lost may have ordered it.
    return lookUpOrder(calls.findOrderOfCart, cartId, 'empty');
  }
  if (isCartValidationError(result)) return { kind: 'refused', message: result.message };
  return { kind: 'placed', orderId: result.id };
}

// While undecided: the cart waits in a cookie.

/**
 * The cart of a checkout whose outcome is not known yet (its reply was lost and the service could
 * not be asked), kept in the httpOnly `pendingCheckout` cookie so a reload, another page or a
 * return to /cart or /checkout keeps checking it and finds the order. Written only when a checkout
 * ends undecided and removed once the service decides, so a decided checkout never costs a cookie
 * write.
 */
export const pendingCheckoutCartId = readPendingCheckout;

/**
 * Server actions only (cookies are read-only while rendering). Writes only a change: a cookie
 * written in an action makes Next render the page again into its answer, and the "checking"
 * state asks every few seconds.
 */
export async function rememberPendingCheckout(cartId: string): Promise<void> {
  if ((await pendingCheckoutCartId()) === cartId) return;
  await writePendingCheckout(cartId);
}

/** Server actions only; writes nothing when there was no pending checkout. */
export const forgetPendingCheckout = clearPendingCheckout;
