'use server';

import * as v from 'valibot';
import {
  checkoutFormErrors,
  checkoutPayload,
  checkoutSchemaFor,
  type CheckoutFormErrors,
} from '@/lib/checkout/checkout';
import { formatUsd } from '@/lib/pricing/pricing';
import { isUsStateCode } from '@/lib/checkout/us-states';
import * as carts from '@/server/commerce/carts';
import { CommerceError, isCartValidationError } from '@/server/commerce/errors';
import * as orders from '@/server/commerce/orders';
import { commerceTransport, createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import { ORDER_CHECK_DEADLINE_MS } from '@/lib/constants';
import {
  type CheckoutOutcome,
  lookUpOrder,
  settleCheckout,
  forgetPendingCheckout,
  pendingCheckoutCartId,
  rememberPendingCheckout,
} from '@/server/visitor/checkout-outcome';
import { traceAction } from '@/server/actions/trace';
import { reportError } from '@/server/observability/report';
import {
  EMPTY_CART_MESSAGE,
  quoteCartCheckout,
  type QuoteResult,
} from '@/server/visitor/checkout-quote';

type CheckoutResult =
  | { ok: true; orderId: string }
  /** The reply was lost and the service cannot say yet whether the order was placed. */
  | { ok: false; checking: true }
  | {
      ok: false;
      checking?: false;
      message: string;
      fieldErrors: CheckoutFormErrors;
      /** The totals as they stand now, when they changed since the shopper saw them. */
      quote?: carts.CheckoutQuote;
    };

/** The answer of `checkOrder`, asked while the shopper sees "we are checking your order". */
type OrderCheckResult =
  | { state: 'placed'; orderId: string }
  | { state: 'failed'; message: string }
  | { state: 'checking' }
  /** No checkout is waiting for an answer (another tab settled it). */
  | { state: 'none' };

export type { QuoteResult };

const CHECKOUT_FAILED_MESSAGE = 'Sorry, we could not place your order. Please try again.';

const QuoteInputSchema = v.object({
  stateCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase()), ''),
});

/** The hidden field carrying the total the shopper was shown, in cents. */
const ShownTotalSchema = v.object({
  shownTotal: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
});

/** The order lookup must answer soon: it runs after a lost checkout reply, or while the shopper waits. */
const findOrderOfCart = (cartId: string) =>
  orders.findOrderOfCart(commerceTransport({ deadlineMs: ORDER_CHECK_DEADLINE_MS }), cartId);

/** The card field a refusal is about: an expired card's expiry, any other card's number. */
function cardRefusalField(message: string): CheckoutFormErrors {
  if (/\bcard expired\b/i.test(message)) return { expiry: message };
  return /\bcard\b/i.test(message) ? { cardNumber: message } : {};
}

/** What the checkout form is told; the pending-checkout cookie lives exactly while undecided. */
async function answerFor(cartId: string, outcome: CheckoutOutcome): Promise<CheckoutResult> {
  if (outcome.kind === 'checking') {
    await rememberPendingCheckout(cartId);
    return { ok: false, checking: true };
  }
  await forgetPendingCheckout();
  switch (outcome.kind) {
    case 'placed': {
      // Found by the lookup, the cart's own checkout reply never cleared its (now spent) cart id.
      const session = createCookieSession();
      if ((await session.getCartId()) === cartId) await session.clearCartId();
      return { ok: true, orderId: outcome.orderId };
    }
    case 'refused':
      // A refused card is said by its field too, not only above Place order.
      return {
        ok: false,
        message: outcome.message,
        fieldErrors: cardRefusalField(outcome.message),
      };
    case 'empty':
      return { ok: false, message: EMPTY_CART_MESSAGE, fieldErrors: {} };
    case 'failed':
      return { ok: false, message: CHECKOUT_FAILED_MESSAGE, fieldErrors: {} };
  }
}

async function quoteFor(cartId: string, stateCode: string) {
  const state = isUsStateCode(stateCode) ? { stateCode } : {};
  return carts.quoteCheckout(commerceTransport(), cartId, state);
}

/**
 * A quote refused: said by the State field when the state is the reason (the cart quotes without
 * it), else above Place order.
 */
async function refusedQuote(
  cartId: string,
  message: string,
  stateCode: string,
): Promise<CheckoutResult> {
  const withoutState = stateCode === '' ? undefined : await quoteFor(cartId, '');
  const aboutState = withoutState !== undefined && !isCartValidationError(withoutState);
  return { ok: false, message, fieldErrors: aboutState ? { stateCode: message } : {} };
}

/**
 * What checkout will charge the visitor's cart (local mode), for the chosen state when there is
 * one: asked again whenever the cart or the state changes, so the page always shows what "Place
 * order" will charge.
 */
async function quoteCheckoutAction(input: unknown): Promise<QuoteResult> {
  if (getSettings().commerce.mode !== 'local') {
    return {
      ok: false,
      message: 'Checkout is handled by the commerce widget.',
      stateRefused: false,
    };
  }
  const parsed = v.safeParse(QuoteInputSchema, input);
  const stateCode = parsed.success ? parsed.output.stateCode : '';
  return quoteCartCheckout('action', await createCookieSession().getCartId(), stateCode);
}

export const quoteCheckout = traceAction('quoteCheckout', quoteCheckoutAction);

/**
 * Places the order for the visitor's cart in the embedded commerce service (local mode only; in
 * production Commerce7's widget does checkout). The card is sent to our own local service and
 * never stored by the shop. Before paying, the totals are quoted again: if they differ from the
 * total the shopper was shown (the cart changed in another tab), nothing is charged and the new
 * totals are returned to be shown. On success the service closes the cart and the cookie is cleared.
 * A lost reply is never reported as a failure: the order is looked up by its cart first
 * (server/visitor/checkout-outcome.ts), and when the service cannot tell yet the form shows "we are
 * checking" and asks `checkOrder`. Placing it again is safe: one Idempotency-Key per cart.
 */
async function placeOrderAction(input: unknown): Promise<CheckoutResult> {
  if (getSettings().commerce.mode !== 'local') {
    return { ok: false, message: 'Checkout is handled by the commerce widget.', fieldErrors: {} };
  }
  // A lost checkout's cart stays the one to place (or find) even once its cartId cookie is gone.
  const cartId = (await createCookieSession().getCartId()) ?? (await pendingCheckoutCartId());
  if (!cartId) return { ok: false, message: EMPTY_CART_MESSAGE, fieldErrors: {} };
  try {
    // Quoted once, for the state the form ships to: that quote also says whether anything ships,
    // which decides the fields the form must have.
    const posted = v.safeParse(QuoteInputSchema, input);
    const postedState = posted.success ? posted.output.stateCode : '';
    let quote = await quoteFor(cartId, postedState);
    // The cart is gone: ordered by an attempt whose reply was lost (then this is its receipt), or expired.
    if (quote === undefined)
      return answerFor(cartId, await lookUpOrder(findOrderOfCart, cartId, 'empty'));
    if (isCartValidationError(quote)) return refusedQuote(cartId, quote.message, postedState);
    const { requiresShipping } = quote;

    const parsed = v.safeParse(checkoutSchemaFor(requiresShipping), input);
    if (!parsed.success) {
      return {
        ok: false,
        message: 'Please correct the highlighted fields.',
        fieldErrors: checkoutFormErrors(input, requiresShipping),
      };
    }
    // Picked from the checked form by the schema's own groups (lib/checkout/checkout.ts).
    const payload = checkoutPayload(parsed.output, requiresShipping);
    // Nothing ships, or the state was written differently: the order's state decides the total.
    const orderState = payload.shipTo?.stateCode ?? '';
    if (orderState !== postedState) {
      quote = await quoteFor(cartId, orderState);
      if (quote === undefined) return { ok: false, message: EMPTY_CART_MESSAGE, fieldErrors: {} };
      if (isCartValidationError(quote)) return refusedQuote(cartId, quote.message, orderState);
    }
    const shown = v.safeParse(ShownTotalSchema, input);
    if (!shown.success || shown.output.shownTotal !== quote.total) {
      return {
        ok: false,
        message: `Your order total is now ${formatUsd(quote.total)}. Please check it and place your order again.`,
        fieldErrors: {},
        quote,
      };
    }

    const commerce = commerceTransport();
    const outcome = await settleCheckout(cartId, {
      checkout: () => carts.checkout(commerce, cartId, payload),
      findOrderOfCart,
    });
    return await answerFor(cartId, outcome);
  } catch (error) {
    if (!(error instanceof CommerceError)) reportError(error, { section: 'checkout' });
    return { ok: false, message: CHECKOUT_FAILED_MESSAGE, fieldErrors: {} };
  }
}

export const placeOrder = traceAction('placeOrder', placeOrderAction);

/**
 * Whether the checkout left undecided (the pending-checkout cookie) became an order: asked by the
 * "we are checking your order" state until the service answers. Once it has, the cookie goes.
 * Without that cookie it asks about the visitor's cart: the form also checks when `placeOrder`'s
 * own answer never reached the browser, and then only the cart id is known.
 */
async function checkOrderAction(): Promise<OrderCheckResult> {
  const cartId = (await pendingCheckoutCartId()) ?? (await createCookieSession().getCartId());
  if (!cartId) return { state: 'none' };
  try {
    const answer = await answerFor(cartId, await lookUpOrder(findOrderOfCart, cartId, 'failed'));
    if (answer.ok) return { state: 'placed', orderId: answer.orderId };
    return answer.checking ? { state: 'checking' } : { state: 'failed', message: answer.message };
  } catch (error) {
    if (!(error instanceof CommerceError)) reportError(error, { section: 'checkout' });
    return { state: 'checking' };
  }
}

export const checkOrder = traceAction('checkOrder', checkOrderAction);
