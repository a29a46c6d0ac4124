'use client';

import { EMPTY_CART_TEXT } from '@/lib/labels';
import { formatUsd } from '@/lib/money';
import { CartLine } from './cart-line';
import { useCartStore } from './cart-store';

/**
 * The cart's lines and totals, read from the cart store (no props): rendered inside the cart
 * sidebar dialog and on the checkout page. Every change goes through a cart server action and the
 * returned cart replaces the store.
 */
export function CartContents() {
  const cart = useCartStore((state) => state.cart);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  if (!cart || cart.items.length === 0) {
    return (
      <p className="py-6 text-center text-neutral-600" data-testid="cart-empty">
        {EMPTY_CART_TEXT}
      </p>
    );
  }
  const hasExtras = cart.total !== cart.subTotal;
  return (
    <div data-testid="cart-contents" aria-busy={isCartDisabled}>
      <ul>
        {cart.items.map((item) => (
          <CartLine key={item.sku} item={item} />
        ))}
      </ul>
      <dl className="mt-4 space-y-1 text-sm">
        {hasExtras ? (
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatUsd(cart.subTotal)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatUsd(cart.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
