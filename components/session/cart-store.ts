'use client';

import { useEffect } from 'react';
import { create } from 'zustand';
import type { Cart } from '@/lib/commerce/entities';
import { CART_COUNT_COOKIE, readCookie, writeCartCountCookie } from '@/lib/http/cookies';

/**
 * The visitor's cart on the client. The server is the source of truth: every server action
 * returns the new cart and it replaces this one whole.
 */
interface CartState {
  cart: Cart | null;
  /** True once the server's cart has been taken in, so a later render never resets it. */
  initialised: boolean;
  isCartDisabled: boolean;
  isCartVisible: boolean;
  /**
   * The control the cart was opened from when that is not the focused element at the time (an
   * Add To Cart button is disabled, so unfocused, while its add runs): focus returns there.
   */
  cartOpener: HTMLElement | null;
  initialise(cart: Cart | null): void;
  replaceCart(cart: Cart | null): void;
  setCartDisabled(disabled: boolean): void;
  setCartVisible(visible: boolean): void;
  /** Opens the cart and remembers where focus goes back when it closes. */
  openCartFrom(opener: HTMLElement | null): void;
}

export const useCartStore = create<CartState>()((set, get) => ({
  cart: null,
  initialised: false,
  isCartDisabled: false,
  isCartVisible: false,
  cartOpener: null,
  initialise: (cart) => {
    if (!get().initialised) set({ cart, initialised: true });
  },
  replaceCart: (cart) => set({ cart, initialised: true }),
  setCartDisabled: (isCartDisabled) => set({ isCartDisabled }),
  // Opened without a remembered control, focus goes back to whatever was focused at opening.
  setCartVisible: (isCartVisible) =>
    set(isCartVisible ? { isCartVisible, cartOpener: null } : { isCartVisible }),
  openCartFrom: (cartOpener) => set({ isCartVisible: true, cartOpener }),
}));

/**
 * The cart count hint (lib/customer/session-hints.ts) follows the store: whatever replaced the cart (a cart
 * action, login, logout, an order placed, the session sync finding a stale cart), the next page
 * load shows the same count before anything is asked. No cart, no cookie: anonymous visitors never
 * get one.
 */
function writeCartCountHint(cart: Cart | null) {
  const current = readCookie(document.cookie, CART_COUNT_COOKIE);
  if (cart === null) {
    if (current !== undefined) writeCartCountCookie(null);
    return;
  }
  const count = itemCountOf(cart);
  if (current === String(count)) return;
  writeCartCountCookie(count);
}

if (typeof document !== 'undefined') {
  useCartStore.subscribe((state, previous) => {
    if (state.initialised && (state.cart !== previous.cart || !previous.initialised))
      writeCartCountHint(state.cart);
  });
}

/**
 * The one place the server's cart is seeded into the store: taken in once (a later render never
 * resets it, since cart actions have replaced it by then). Returns the cart to show: the server's
 * until the store has taken it in, then the store's.
 */
function useSeededCart(serverCart: Cart | null): Cart | null {
  const initialise = useCartStore((state) => state.initialise);
  const storeCart = useCartStore((state) => state.cart);
  const initialised = useCartStore((state) => state.initialised);
  useEffect(() => initialise(serverCart), [initialise, serverCart]);
  return initialised ? storeCart : serverCart;
}

export function itemCountOf(cart: Cart | null): number {
  return cart?.items.reduce((count, item) => count + item.quantity, 0) ?? 0;
}

/**
 * The cart to show: the store's once it has taken in the server's cart, before that the cart the
 * server rendered the page with (so the cart page's HTML is whole without JavaScript).
 */
export function useVisibleCart(initialCart?: Cart | null): Cart | null {
  const cart = useCartStore((state) => state.cart);
  const initialised = useCartStore((state) => state.initialised);
  return initialised || initialCart === undefined ? cart : initialCart;
}

/** Hands the server's cart to the store on pages that show the cart before the header has. */
export function CartInitialiser({ cart }: { cart: Cart | null }) {
  useSeededCart(cart);
  return null;
}
