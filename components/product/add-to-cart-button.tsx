'use client';

import { useState, useTransition } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { DEFAULT_ADD_TO_CART_TEXT } from '@/lib/constants';
import { SOLD_OUT_TEXT } from '@/lib/labels';
import { addToCart } from '@/server/actions/cart';

/**
 * Adds one variant to the cart through the `addToCart` server action; the returned cart replaces
 * the cart store, which updates the header count. The cart is disabled while the call runs.
 */
export function AddToCartButton({
  sku,
  title,
  quantity = 1,
}: {
  sku: string;
  title: string;
  quantity?: number;
}) {
  const replaceCart = useCartStore((state) => state.replaceCart);
  const setCartDisabled = useCartStore((state) => state.setCartDisabled);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState(false);

  const add = () => {
    setError(null);
    setCartDisabled(true);
    startTransition(async () => {
      try {
        const result = await addToCart({ sku, quantity });
        if (result.cart !== undefined) replaceCart(result.cart);
        if (!result.ok) {
          setError(result.message);
          setSoldOut(result.soldOut);
        }
      } finally {
        setCartDisabled(false);
      }
    });
  };

  return (
    <div>
      {soldOut ? (
        <SoldOutButton title={title} />
      ) : (
        <button
          type="button"
          onClick={add}
          disabled={pending || isCartDisabled}
          aria-busy={pending}
          className="w-full rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60 sm:w-auto"
        >
          {DEFAULT_ADD_TO_CART_TEXT}
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

export function SoldOutButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      disabled
      aria-label={`${title} is sold out`}
      className="w-full cursor-not-allowed rounded bg-neutral-300 px-6 py-3 text-sm font-semibold tracking-wide text-neutral-700 uppercase sm:w-auto"
    >
      {SOLD_OUT_TEXT}
    </button>
  );
}
