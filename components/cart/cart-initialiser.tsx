'use client';

import { useEffect } from 'react';
import type { Cart } from '@/lib/commerce/entities';
import { useCartStore } from './cart-store';

/** Hands the server's cart to the store on pages that show the cart before the header has. */
export function CartInitialiser({ cart }: { cart: Cart | null }) {
  const initialise = useCartStore((state) => state.initialise);
  useEffect(() => initialise(cart), [initialise, cart]);
  return null;
}
