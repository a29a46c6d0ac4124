/**
 * Optimistic cart changes: what the cart will look like once the server agrees. The server's cart
 * replaces this guess as soon as it answers; on failure the previous cart comes back (rollback).
 */
import type { Cart } from '../commerce/entities';

/** The cart with one line set to a new quantity (0 removes the line), totals recomputed. */
export function withLineQuantity(cart: Cart, sku: string, quantity: number): Cart {
  const items = cart.items
    .map((item) => (item.sku === sku ? { ...item, quantity } : item))
    .filter((item) => item.quantity > 0);
  const subTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  // Anything the server adds on top of the subtotal (none locally) is kept as it was.
  const extra = cart.total - cart.subTotal;
  return { ...cart, items, subTotal, total: subTotal + extra };
}

/** How many of a sku the cart holds. */
export function quantityInCart(cart: Cart | null, sku: string): number {
  return cart?.items.find((item) => item.sku === sku)?.quantity ?? 0;
}
