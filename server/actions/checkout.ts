'use server';

import * as v from 'valibot';
import {
  CheckoutFormSchema,
  checkoutFormErrors,
  type CheckoutFormErrors,
} from '@/lib/checkout-form';
import { CommerceError, getCommerce, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import { reportError } from '@/server/observability/report';

export type CheckoutResult =
  { ok: true; orderId: string } | { ok: false; message: string; fieldErrors: CheckoutFormErrors };

const CHECKOUT_FAILED_MESSAGE = 'Sorry, we could not place your order. Please try again.';

/**
 * Places the order for the visitor's cart in the embedded commerce service (local mode only; in
 * production Commerce7's widget does checkout). The card is sent to our own local service and
 * never stored by the shop. On success the service closes the cart and the cookie is cleared.
 */
export async function placeOrder(input: unknown): Promise<CheckoutResult> {
  if (getSettings().commerce.mode !== 'local') {
    return { ok: false, message: 'Checkout is handled by the commerce widget.', fieldErrors: {} };
  }
  const parsed = v.safeParse(CheckoutFormSchema, input);
  if (!parsed.success) {
    return {
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: checkoutFormErrors(input),
    };
  }
  const form = parsed.output;
  const cartId = await createCookieSession().getCartId();
  if (!cartId) return { ok: false, message: 'Your cart is empty.', fieldErrors: {} };
  try {
    const result = await getCommerce().checkout(cartId, {
      email: form.email,
      shipTo: {
        firstName: form.firstName,
        lastName: form.lastName,
        address: form.address,
        address2: form.address2 || null,
        city: form.city,
        stateCode: form.stateCode,
        zipCode: form.zipCode,
        countryCode: 'US',
      },
      payment: { cardNumber: form.cardNumber, expiry: form.expiry, cvv: form.cvv },
    });
    if (result === undefined) return { ok: false, message: 'Your cart is empty.', fieldErrors: {} };
    // A 422: declined card, expired card, a line no longer available. The server's words.
    if (isCartValidationError(result))
      return { ok: false, message: result.message, fieldErrors: {} };
    return { ok: true, orderId: result.id };
  } catch (error) {
    if (!(error instanceof CommerceError)) reportError(error, { section: 'checkout' });
    return { ok: false, message: CHECKOUT_FAILED_MESSAGE, fieldErrors: {} };
  }
}
