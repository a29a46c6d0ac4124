import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { Cart } from '@/lib/commerce/entities';
import { getCommerce, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { reportError } from '@/server/observability/report';

/** The visitor's cart from the cartId cookie, once per request; null when there is none. */
export const getVisitorCart = cache(async (): Promise<Cart | null> => {
  const cartId = await createCookieSession().getCartId();
  if (!cartId) return null;
  try {
    const cart = await getCommerce().getCart(cartId);
    return cart && !isCartValidationError(cart) ? cart : null;
  } catch (error) {
    unstable_rethrow(error);
    // The header must render even when commerce is down: an empty cart button, error reported.
    reportError(error, { section: 'cart-sidebar' });
    return null;
  }
});
