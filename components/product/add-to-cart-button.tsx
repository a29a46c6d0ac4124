'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import { useCartStore } from '@/components/session/cart-store';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { quantityInCart, canSubmitAdd, quantityLimitOf } from '@/lib/pricing/quantity';
import { DEFAULT_ADD_TO_CART_TEXT, SOLD_OUT_TEXT } from '@/lib/constants';

const ADD_BUTTON_LOOKS = {
  /** Cards and the product display block: full width on a phone. */
  wide: 'w-full rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60 sm:w-auto',
  /** The card option addToCartButtonOutlined. */
  outlined:
    'w-full rounded border border-wine px-6 py-3 text-sm font-semibold tracking-wide text-wine uppercase hover:bg-wine hover:text-white disabled:opacity-60 sm:w-auto',
  /** The product page's and the gift card's button. */
  page: 'rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60',
  /** The sticky sub-navigation's small button. */
  compact:
    'rounded bg-wine px-3 py-1.5 text-xs font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60',
} as const;

/**
 * The add button of every Add To Cart control, or Sold Out in its place once the variant cannot
 * be sold. `pending` marks it busy while its own add runs.
 */
export function AddButton({
  title,
  soldOut,
  look,
  pending,
  type = 'button',
  ref,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** The product title, for the Sold Out button's name. */
  title: string;
  soldOut: boolean;
  look: keyof typeof ADD_BUTTON_LOOKS;
  pending: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  if (soldOut) return <SoldOutButton title={title} compact={look === 'compact'} />;
  return (
    <button
      ref={ref}
      type={type}
      aria-busy={pending}
      className={ADD_BUTTON_LOOKS[look]}
      {...button}
    />
  );
}

/**
 * A single Add To Cart button (product cards, the product display block): a form adding
 * `quantity` of one variant (useAddToCart). A failure other than a 422 turns it into Sold Out.
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
  const cart = useCartStore((state) => state.cart);
  const { add, action, formRef, pending, busy, message, soldOutSkus } = useAddToCart();
  const allowed = canSubmitAdd({
    quantity,
    limit: quantityLimitOf({ maxQuantityPerCart: limit }),
    inCart: quantityInCart(cart, sku),
  });

  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && allowed) void add({ sku, quantity }, event.nativeEvent.submitter);
      }}
    >
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="quantity" value={quantity} />
      <AddButton
        type="submit"
        title={title}
        soldOut={soldOutSkus.has(sku)}
        look={outlined ? 'outlined' : 'wide'}
        pending={pending}
        disabled={busy || !allowed}
        aria-label={`${text}: ${title}`}
      >
        {text}
      </AddButton>
      {message ? (
        <p role="alert" className="mt-2 text-sm text-wine">
          {message}
        </p>
      ) : null}
    </form>
  );
}

/** The disabled 'Sold Out' state of the add button. */
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
