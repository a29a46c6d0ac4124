/**
 * Cart form quantity rules, and the cart a change predicts until the server answers. Pure: the
 * client island asks these functions what to show and what a press means.
 */
import { DEFAULT_MAX_QUANTITY_PER_CART } from '../constants';
import type { Cart } from '../commerce/entities';

export type CartFormMode = 'add' | 'update';

/** How long the screen-reader announcement of a quantity change stays. */
export const QUANTITY_ANNOUNCEMENT_MS = 2_000;

/** The per-cart limit of a variant: its maxQuantityPerCart when it is a positive whole number, else 99. */
export function quantityLimitOf(variant: { maxQuantityPerCart?: number | null }): number {
  const max = variant.maxQuantityPerCart;
  return typeof max === 'number' && Number.isInteger(max) && max > 0
    ? max
    : DEFAULT_MAX_QUANTITY_PER_CART;
}

/**
 * Typed input, clamped: below 1 becomes 1, above the limit becomes the limit. An empty field stays
 * empty (null) and anything that is not a number stays NaN, so the add button can refuse them.
 */
export function clampTypedQuantity(raw: string, limit: number): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text);
  if (Number.isNaN(value)) return Number.NaN;
  const whole = Math.trunc(value);
  if (whole < 1) return 1;
  if (whole > limit) return limit;
  return whole;
}

/** The keys e and minus are blocked in the quantity field (a number input would take them). */
export function isBlockedQuantityKey(key: string): boolean {
  return key === 'e' || key === 'E' || key === '-';
}

/** What actually goes to the cart: the quantity times the form's multiplier (default 1). */
export function cartQuantity(quantity: number, multiplier = 1): number {
  return quantity * multiplier;
}

interface AddCheck {
  quantity: number | null;
  limit: number;
  /** How many of this sku the cart already holds. */
  inCart: number;
  multiplier?: number;
}

/**
 * The add button is disabled when the quantity is empty, not a number, above the limit, or when
 * the quantity already in the cart plus the new quantity exceeds the limit.
 */
export function canSubmitAdd({ quantity, limit, inCart, multiplier = 1 }: AddCheck): boolean {
  if (quantity === null || Number.isNaN(quantity)) return false;
  if (quantity < 1 || quantity > limit) return false;
  return inCart + cartQuantity(quantity, multiplier) <= limit;
}

/** The plus button is disabled at the limit. */
export function canIncrement(quantity: number | null, limit: number): boolean {
  return quantity === null || Number.isNaN(quantity) || quantity < limit;
}

/**
 * The minus button is disabled when a press would go below 1 in add mode, or below 0 in update
 * mode (where reaching 0 removes the line).
 */
export function canDecrement(quantity: number | null, mode: CartFormMode): boolean {
  if (quantity === null || Number.isNaN(quantity)) return false;
  return mode === 'update' ? quantity >= 1 : quantity > 1;
}

/** The quantity after a plus press (an empty or NaN field counts as 0). */
export function incremented(quantity: number | null, limit: number): number {
  const current = quantity === null || Number.isNaN(quantity) ? 0 : quantity;
  return Math.min(current + 1, limit);
}

type DecrementOutcome =
  /** Update mode at 1: the line is removed. */
  | { kind: 'remove' }
  /** Update mode above 1: the new quantity is sent at once (a press takes effect). */
  | { kind: 'submit'; quantity: number }
  /** Add mode: the field changes. */
  | { kind: 'edit'; quantity: number }
  | { kind: 'none' };

/**
 * What a minus press means. In update mode minus at 1 removes and minus at any quantity above 1
 * submits, so a press in the cart always takes effect when it is made (only a typed quantity
 * waits for Update).
 */
export function decrementOutcome(quantity: number | null, mode: CartFormMode): DecrementOutcome {
  if (!canDecrement(quantity, mode) || quantity === null) return { kind: 'none' };
  if (mode === 'update') {
    if (quantity === 1) return { kind: 'remove' };
    return { kind: 'submit', quantity: quantity - 1 };
  }
  return { kind: 'edit', quantity: quantity - 1 };
}

/** The screen-reader text for a quantity change. */
export function quantityAnnouncement(title: string, quantity: number | null): string {
  if (quantity === null || Number.isNaN(quantity)) return `Quantity of ${title} cleared`;
  return `Quantity of ${title}: ${quantity}`;
}

/**
 * Optimistic cart changes: what the cart will look like once the server agrees. The server's cart
 * replaces this guess as soon as it answers; on failure the previous cart comes back (rollback).
 */

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
