import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { Cart } from '@/lib/commerce/entities';
import { getCommerce, isCallsPaused, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { reportError } from '@/server/observability/report';

export interface VisitorCart {
  cart: Cart | null;
  /** True when the visitor has a cart but it could not be read in time (commerce down or hung). */
  unavailable: boolean;
}

/** The visitor's cart from the cartId cookie, once per request, within the render deadline. */
export const readVisitorCart = cache(async (): Promise<VisitorCart> => {
  const cartId = await createCookieSession().getCartId();
  if (!cartId) return { cart: null, unavailable: false };
  try {
    const cart = await getCommerce({ render: true }).getCart(cartId);
    return { cart: cart && !isCartValidationError(cart) ? cart : null, unavailable: false };
  } catch (error) {
    unstable_rethrow(error);
    // The header must render even when commerce is down: a cart button without a count, error reported.
    if (!isCallsPaused(error)) reportError(error, { section: 'cart-sidebar' });
    return { cart: null, unavailable: true };
  }
});

/** The visitor's cart, or null when there is none or it cannot be read. */
export async function getVisitorCart(): Promise<Cart | null> {
  return (await readVisitorCart()).cart;
}
