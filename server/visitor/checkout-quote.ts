import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { isUsStateCode } from '@/lib/checkout/us-states';
import { CommerceError, isCartValidationError } from '@/server/commerce';
import { type CheckoutQuote, quoteCheckout } from '@/server/commerce/carts';
import { reportError } from '@/server/observability/report';
import { type VisitorCaller, visitorCommerce } from '@/server/commerce/session';

export type QuoteResult =
  | { ok: true; quote: CheckoutQuote }
  /** `stateRefused`: the message is about the chosen state (shown on the State field). */
  | { ok: false; message: string; stateRefused: boolean };

export const EMPTY_CART_MESSAGE = 'Your cart is empty.';
const QUOTE_FAILED_MESSAGE = 'Sorry, we could not work out shipping and tax. Please try again.';

/**
 * What checkout will charge the cart (local mode): subtotal, shipping, tax and total from the
 * commerce service, for the state when it is one (else the winery's own, as an estimate), and
 * whether anything ships. Asked by the checkout page as it renders (so the form's first paint has
 * its totals and its final fields) and by the quote action whenever the cart or the state changes.
 */
export async function quoteCartCheckout(
  caller: VisitorCaller,
  cartId: string | undefined,
  stateCode: string,
): Promise<QuoteResult> {
  if (!cartId) return { ok: false, message: EMPTY_CART_MESSAGE, stateRefused: false };
  try {
    const result = await quoteCheckout(
      visitorCommerce(caller),
      cartId,
      isUsStateCode(stateCode) ? { stateCode } : {},
    );
    if (result === undefined)
      return { ok: false, message: EMPTY_CART_MESSAGE, stateRefused: false };
    if (isCartValidationError(result))
      return { ok: false, message: result.message, stateRefused: stateCode !== '' };
    return { ok: true, quote: result };
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof CommerceError)) reportError(error, { section: 'checkout' });
    return { ok: false, message: QUOTE_FAILED_MESSAGE, stateRefused: false };
  }
}

/**
 * Whether the checkout asks for a shipping address: the quote's answer; a state refused only
 * happens when something ships, and a quote that failed asks for it (the order's own check then
 * decides).
 */
export const quoteRequiresShipping = (quote: QuoteResult | null): boolean =>
  quote?.ok ? quote.quote.requiresShipping : true;
