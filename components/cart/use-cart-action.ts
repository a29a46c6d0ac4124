'use client';

import { useCallback, useState } from 'react';
import type { Cart } from '@/lib/commerce/entities';
import { pushEvent } from '@/lib/tracking/data-layer';
import { cartChanges, withValue } from '@/lib/tracking/ecommerce';
import type { CartActionResult } from '@/server/actions/cart';
import { useCartStore } from '../session/cart-store';

/** Shown when the server action itself could not be reached (offline, server restarting). */
const ACTION_UNREACHABLE_MESSAGE = 'Sorry, something went wrong. Please try again.';

export interface CartActionOutcome {
  ok: boolean;
  message: string | null;
  soldOut: boolean;
}

/**
 * addToCart / removeFromCart for what the server's cart says changed on one line, once per
 * completed action, with the price charged (GA4 item shape).
 */
function trackLineChange(sku: string, before: Cart | null, after: Cart | null) {
  const only = (cart: Cart | null) =>
    cart ? { items: cart.items.filter((line) => line.sku === sku) } : null;
  const { added, removed } = cartChanges(only(before), only(after));
  if (added.length > 0) pushEvent('addToCart', { ecommerce: withValue(added) });
  if (removed.length > 0) pushEvent('removeFromCart', { ecommerce: withValue(removed) });
}

/**
 * Runs one cart server action the way every cart control must: the cart is
 * disabled while the call runs; an optional optimistic cart shows at once; the cart the server
 * returns replaces the store; on a failure without a returned cart the previous cart comes back.
 */
export function useCartAction() {
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (
      action: () => Promise<CartActionResult>,
      options: {
        /** The line this action changes: what the server's cart shows changed there is tracked. */
        sku?: string;
        optimistic?: (cart: Cart) => Cart;
        keepCartOnEmptyFailure?: boolean;
      } = {},
    ): Promise<CartActionOutcome> => {
      const store = useCartStore.getState();
      const previous = store.cart;
      store.setCartDisabled(true);
      setPending(true);
      if (options.optimistic && previous) store.replaceCart(options.optimistic(previous));
      try {
        const result = await action();
        if (result.ok) {
          store.replaceCart(result.cart);
          if (options.sku) trackLineChange(options.sku, previous, result.cart);
          return { ok: true, message: null, soldOut: false };
        }
        // The server's cart is the truth; with none returned, roll back to what we had unless the
        // action says the cart is gone (an add that failed by exception cleared the cookie).
        store.replaceCart(
          result.cart ?? (options.keepCartOnEmptyFailure === false ? null : previous),
        );
        return { ok: false, message: result.message, soldOut: result.soldOut };
      } catch (error) {
        console.error('[cart] cart action failed', error);
        store.replaceCart(previous);
        return { ok: false, message: ACTION_UNREACHABLE_MESSAGE, soldOut: false };
      } finally {
        store.setCartDisabled(false);
        setPending(false);
      }
    },
    [],
  );

  return { run, pending };
}
