'use client';

import Link from 'next/link';
import { EMPTY_CART_TEXT } from '@/lib/constants';
import { formatUsd } from '@/lib/pricing/pricing';
import { CartLine } from './cart-line';
import type { Cart } from '@/lib/commerce/entities';
import { useCartStore, useVisibleCart } from '../session/cart-store';

/**
 * The cart's lines and totals, read from the cart store (no props): rendered inside the cart
 * sidebar dialog and on the checkout page. Every change goes through a cart server action and the
 * returned cart replaces the store.
 */
export function CartContents({
  initialCart,
  onShop,
  showTotals = true,
}: {
  /** The server's cart, shown until the store has one (the cart page). */
  initialCart?: Cart | null;
  onShop?: () => void;
  /**
   * False on checkout, whose quoted totals (with shipping and tax) replace the cart's subtotal,
   * and whose form holds the lines (they get no forms of their own).
   */
  showTotals?: boolean;
}) {
  const cart = useVisibleCart(initialCart);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  if (!cart || cart.items.length === 0) {
    return (
      <div className="py-6 text-center">
        <p className="text-neutral-600" data-testid="cart-empty">
          {EMPTY_CART_TEXT}
        </p>
        <Link
          href="/collection/all"
          onClick={onShop}
          className="mt-3 inline-block font-semibold text-wine underline hover:text-wine-dark"
        >
          Shop all wines
        </Link>
      </div>
    );
  }
  const hasExtras = cart.total !== cart.subTotal;
  return (
    <div data-testid="cart-contents" aria-busy={isCartDisabled}>
      <ul>
        {cart.items.map((item) => (
          <CartLine key={item.sku} item={item} insideForm={!showTotals} />
        ))}
      </ul>
      {showTotals ? (
        <>
          <dl className="mt-4 space-y-1 text-sm">
            {hasExtras ? (
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd>{formatUsd(cart.subTotal)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between text-base font-semibold">
              <dt>{hasExtras ? 'Total' : 'Subtotal'}</dt>
              <dd data-testid="cart-total">{formatUsd(cart.total)}</dd>
            </div>
          </dl>
          {hasExtras ? null : (
            <p className="mt-1 text-xs text-neutral-600">Shipping and tax are shown at checkout.</p>
          )}
        </>
      ) : null}
    </div>
  );
}
