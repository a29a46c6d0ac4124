'use client';

import { useCallback, useState } from 'react';
import type { Cart } from '@/lib/commerce/entities';
import type { CartActionResult } from '@/server/actions/cart';
import { useCartStore } from './cart-store';

/** Shown when the server action itself could not be reached (offline, server restarting). */
const ACTION_UNREACHABLE_MESSAGE = 'Sorry, something went wrong. Please try again.';

export interface CartActionOutcome {
  ok: boolean;
  message: string | null;
  soldOut: boolean;
}

/**
 * Runs one cart server action the way every cart control must (spec sections 4 and 8): the cart is
 * disabled while the call runs; an optional optimistic cart shows at once; the cart the server
 * returns replaces the store; on a failure without a returned cart the previous cart comes back.
 */
export function useCartAction() {
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (
      action: () => Promise<CartActionResult>,
      options: { optimistic?: (cart: Cart) => Cart; keepCartOnEmptyFailure?: boolean } = {},
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
