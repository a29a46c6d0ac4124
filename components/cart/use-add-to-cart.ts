'use client';

import { useState } from 'react';
import { addToCart } from '@/server/actions/cart';
import { useCartStore } from '../session/cart-store';
import { useCartAction, type CartActionOutcome } from './use-cart-action';
import { useHydrated } from '@/components/ui/use-hydrated';

/** What one add sends: a variant, how many bottles, and a gift card's recipient. */
export interface AddLine {
  sku: string;
  quantity: number;
  giftCard?: { email: string; giftMessage: string };
}

/**
 * The one wiring of every Add To Cart control (spec sections 4 and 5): the add runs as a cart
 * action (cart disabled meanwhile, the server's cart replaces the store, the GA4 event once), then
 * opens the cart sidebar; a failure leaves its message, and a sold-out answer marks the variant.
 */
export function useAddToCart() {
  const { run, pending } = useCartAction();
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const openCartFrom = useCartStore((state) => state.openCartFrom);
  const hydrated = useHydrated();
  const [message, setMessage] = useState<string | null>(null);
  const [soldOutSkus, setSoldOutSkus] = useState<ReadonlySet<string>>(new Set());

  /**
   * Adds the line; `opener` is the control pressed: it is disabled (so unfocused) while the add
   * runs, and closing the cart gives focus back to it.
   */
  const add = async (line: AddLine, opener: HTMLElement | null): Promise<CartActionOutcome> => {
    setMessage(null);
    const outcome = await run(() => addToCart(line), {
      sku: line.sku,
      // An add that failed by exception cleared the cart cookie: the old cart is gone.
      keepCartOnEmptyFailure: false,
    });
    if (outcome.ok) {
      openCartFrom(opener);
      return outcome;
    }
    setMessage(outcome.message);
    if (outcome.soldOut) setSoldOutSkus((skus) => new Set(skus).add(line.sku));
    return outcome;
  };

  return {
    add,
    pending,
    /** No add may start: one is running, another cart control runs, or React is not running yet. */
    busy: pending || isCartDisabled || !hydrated,
    /** The last add's failure, for a role=alert message. */
    message,
    clearMessage: () => setMessage(null),
    /** The variants an add found sold out. */
    soldOutSkus,
  };
}
