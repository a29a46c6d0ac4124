'use client';

import { useEffect } from 'react';
import type { Cart } from '@/lib/commerce/entities';
import { pushEvent } from '@/lib/tracking/data-layer';
import { lineItem, withValue } from '@/lib/tracking/ecommerce';

/** viewCart with the cart's lines as the shopper sees them (an empty cart is a view too). */
export function pushViewCart(cart: Cart | null): void {
  pushEvent('viewCart', {
    ecommerce: withValue((cart?.items ?? []).map((line) => lineItem(line))),
  });
}

/** The cart page: one viewCart when it is shown. */
export function ViewCartEvent({ cart }: { cart: Cart | null }) {
  // Once per page shown, with the cart the page was rendered with.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => pushViewCart(cart), []);
  return null;
}
