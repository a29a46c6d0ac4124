'use client';

import type { JSX } from 'react';
import { formatUsd } from '@/lib/money';
import { useCartStore } from './cart-store';

/**
 * The body of the cart sidebar: lines, quantities, prices and subtotal from the cart store.
 * A minimal version; the shop's full version (update, remove, compare prices) replaces it.
 */
export function CartContents(): JSX.Element {
  const cart = useCartStore((state) => state.cart);
  if (!cart || cart.items.length === 0) {
    return <p className="py-8 text-center">Your cart is empty.</p>;
  }
  return (
    <div>
      <ul className="divide-y divide-ash" data-testid="cart-lines">
        {cart.items.map((item) => (
          <li key={item.sku} className="flex justify-between gap-4 py-3">
            <span>
              <span className="block font-semibold">{item.productTitle}</span>
              <span className="text-sm text-ink/70">Qty {item.quantity}</span>
            </span>
            <span>{formatUsd(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-ink pt-3 font-semibold">
        <span>Subtotal</span>
        <span data-testid="cart-subtotal">{formatUsd(cart.subTotal || cart.total)}</span>
      </p>
    </div>
  );
}
