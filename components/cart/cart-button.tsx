'use client';

import type { Cart } from '@/lib/commerce/entities';
import { CART_BUTTON_LABEL_COUNT_UNKNOWN, cartButtonLabel } from '@/lib/labels';
import { itemCountOf, useCartStore, useSeededCart } from './cart-store';

/**
 * The header's cart button. The server hands in the cart it read from the cartId cookie; from then
 * on the store (replaced by every cart action) is the truth. `countUnknown`: the server could not
 * read the cart in time (commerce down); the button stays usable and quietly shows no count until
 * a cart action brings the cart.
 */
export function CartButton({
  initialCart,
  countUnknown = false,
}: {
  initialCart: Cart | null;
  countUnknown?: boolean;
}) {
  const cart = useSeededCart(initialCart);
  const toggle = useCartStore((state) => state.setCartVisible);
  const isVisible = useCartStore((state) => state.isCartVisible);

  const count = itemCountOf(cart);
  const unknown = countUnknown && cart === null;
  return (
    <button
      type="button"
      className="relative inline-flex items-center gap-2 rounded px-2 py-1 hover:bg-ash"
      aria-label={unknown ? CART_BUTTON_LABEL_COUNT_UNKNOWN : cartButtonLabel(count)}
      aria-expanded={isVisible}
      aria-haspopup="dialog"
      onClick={() => toggle(!isVisible)}
      data-testid="cart-button"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {unknown ? null : (
        <span
          className="min-w-5 rounded-full bg-wine px-1.5 text-center text-xs font-semibold text-white"
          data-testid="cart-count"
        >
          {count}
        </span>
      )}
    </button>
  );
}
