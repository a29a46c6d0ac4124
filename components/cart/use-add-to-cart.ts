'use client';

import { useState } from 'react';
import { addToCart } from '@/server/actions/cart';
import { useCartStore } from '../session/cart-store';
import { useCartAction, type CartActionOutcome } from './use-cart-action';
import { useFormPost } from '@/components/ui/use-form-post';
import { addToCartFromForm } from '@/server/actions/cart';

/** What one add sends: a variant, how many bottles, and a gift card's recipient. */
export interface AddLine {
  sku: string;
  quantity: number;
  giftCard?: { email: string; giftMessage: string };
}

/**
 * The one wiring of every Add To Cart control. Each is a form: `action` goes on it, so before
 * scripts run (and without them) the browser posts it and the cart page shows what was added, or
 * the page comes back with the refusal (`posted`). Once scripts run the form's submit calls `add`:
 * a cart action (cart disabled meanwhile, the server's cart replaces the store, the GA4 event
 * once), then the cart sidebar opens; a failure leaves its message, and a sold-out answer marks
 * the variant.
 */
export function useAddToCart() {
  const { run, pending } = useCartAction();
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const openCartFrom = useCartStore((state) => state.openCartFrom);
  const { posted, action, ref } = useFormPost(addToCartFromForm);
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

  const postedSoldOut = posted?.soldOut ? posted.values?.sku : undefined;
  return {
    add,
    /** The form's native action and its ref (useFormPost). */
    action,
    formRef: ref,
    pending,
    /** No add may start: one is running, or another cart control runs. */
    busy: pending || isCartDisabled,
    /** The last add's failure, for a role=alert message. */
    message: message ?? (posted?.ok === false ? (posted.message ?? null) : null),
    /** A native post's errors by field (a gift card's recipient), with what was typed. */
    posted,
    clearMessage: () => setMessage(null),
    /** The variants an add found sold out. */
    soldOutSkus: postedSoldOut ? new Set([...soldOutSkus, postedSoldOut]) : soldOutSkus,
  };
}
