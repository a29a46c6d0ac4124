'use client';

import type { Cart } from '@/lib/commerce/entities';
import { useSeededCart } from '../session/cart-store';

/** Hands the server's cart to the store on pages that show the cart before the header has. */
export function CartInitialiser({ cart }: { cart: Cart | null }) {
  useSeededCart(cart);
  return null;
}
