'use client';

import { useRef, useState } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { useCartAction } from '@/components/cart/use-cart-action';
import { useHydrated } from '@/components/cart/use-hydrated';
import { quantityInCart } from '@/lib/cart-lines';
import { DEFAULT_ADD_TO_CART_TEXT } from '@/lib/constants';
import { SOLD_OUT_TEXT } from '@/lib/labels';
import { canSubmitAdd, quantityLimitOf } from '@/lib/quantity';
import { addToCart } from '@/server/actions/cart';

/**
 * A single Add To Cart button (product cards, the product display block): adds `quantity` of one
 * variant through the `addToCart` server action; the returned cart replaces the cart store. The
 * cart is disabled while the call runs. A failure other than a 422 turns it into Sold Out.
 *
 * Props: `sku` and `title` of the variant/product; `quantity` (default 1); `limit` the variant's
 * maxQuantityPerCart (default 99); `text` the button label; `outlined` for the outlined design.
 */
export function AddToCartButton({
  sku,
  title,
  quantity = 1,
  limit,
  text = DEFAULT_ADD_TO_CART_TEXT,
  outlined = false,
}: {
  sku: string;
  title: string;
  quantity?: number;
  limit?: number | null;
  text?: string;
  outlined?: boolean;
}) {
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const cart = useCartStore((state) => state.cart);
  const openCartFrom = useCartStore((state) => state.openCartFrom);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { run, pending } = useCartAction();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const allowed = canSubmitAdd({
    quantity,
    limit: quantityLimitOf({ maxQuantityPerCart: limit }),
    inCart: quantityInCart(cart, sku),
  });

  const add = async () => {
    setError(null);
    const outcome = await run(() => addToCart({ sku, quantity }), {
      sku,
      keepCartOnEmptyFailure: false,
    });
    if (outcome.ok) {
      // Closing the cart gives focus back to this button (it was disabled, so unfocused, meanwhile).
      openCartFrom(buttonRef.current);
      return;
    }
    setError(outcome.message);
    setSoldOut(outcome.soldOut);
  };

  return (
    <div>
      {soldOut ? (
        <SoldOutButton title={title} />
      ) : (
        <button
          ref={buttonRef}
          type="button"
          onClick={add}
          disabled={pending || isCartDisabled || !allowed || !hydrated}
          aria-busy={pending}
          aria-label={`${text}: ${title}`}
          className={
            outlined
              ? 'w-full rounded border border-wine px-6 py-3 text-sm font-semibold tracking-wide text-wine uppercase hover:bg-wine hover:text-white disabled:opacity-60 sm:w-auto'
              : 'w-full rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60 sm:w-auto'
          }
        >
          {text}
        </button>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-wine">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The disabled 'Sold Out' state of the add button (spec section 4). */
export function SoldOutButton({ title, compact = false }: { title: string; compact?: boolean }) {
  return (
    <button
      type="button"
      disabled
      aria-label={`${title} is sold out`}
      className={
        compact
          ? 'cursor-not-allowed rounded bg-neutral-300 px-3 py-1.5 text-xs font-semibold tracking-wide text-neutral-700 uppercase'
          : 'w-full cursor-not-allowed rounded bg-neutral-300 px-6 py-3 text-sm font-semibold tracking-wide text-neutral-700 uppercase sm:w-auto'
      }
    >
      {SOLD_OUT_TEXT}
    </button>
  );
}
