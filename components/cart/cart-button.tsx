'use client';

import { DialogOpenerLink } from '@/components/ui/dialog-opener-link';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';
import { CART_BUTTON_LABEL_COUNT_UNKNOWN, cartButtonLabel } from '@/lib/constants';
import { parseCartCount, type CartCountHint } from '@/lib/customer/session-hints';
import { CART_COUNT_COOKIE, readCookie } from '@/lib/http/cookies';
import { loadSession } from '@/components/session/session-sync';
import { itemCountOf, useCartStore } from '../session/cart-store';

const subscribe = () => () => {};
const SERVER = 'server';
const hintedCount = (): CartCountHint =>
  parseCartCount(readCookie(document.cookie, CART_COUNT_COOKIE));

/** Where the cart button leads before the page's code runs, and with scripts off. */
const CART_PAGE_PATH = '/cart';

/**
 * The header's cart button, the same in every page's shared HTML. It is a link to the cart page,
 * which works on its own: a tap before the page is interactive goes there and is never lost. Once
 * the page runs, it opens the cart sidebar instead (DialogOpenerLink). Until the cart store holds
 * the visitor's cart (the session sync, or any cart action), it shows the browser's cart count
 * hint (lib/customer/session-hints.ts); in the server HTML, and while the count is unknown (a
 * cart whose count is not known yet, or commerce could not be read), it quietly shows no count.
 */
export function CartButton() {
  const cart = useCartStore((state) => state.cart);
  const initialised = useCartStore((state) => state.initialised);
  const toggle = useCartStore((state) => state.setCartVisible);
  const openCartFrom = useCartStore((state) => state.openCartFrom);
  const isVisible = useCartStore((state) => state.isCartVisible);
  const hint = useBrowserSnapshot<CartCountHint | typeof SERVER>(
    subscribe,
    hintedCount,
    () => SERVER,
  );

  const shown = initialised ? itemCountOf(cart) : hint === undefined ? 0 : hint;
  const count = typeof shown === 'number' ? shown : undefined;
  const open = (opener: HTMLElement) => {
    // The lines are the server's to tell: asked when the cart opens before the session is known.
    if (!initialised && count !== 0) void loadSession();
    openCartFrom(opener);
  };
  return (
    <DialogOpenerLink
      href={CART_PAGE_PATH}
      className="relative inline-flex min-h-11 items-center gap-2 rounded px-2 py-1 hover:bg-ash lg:min-h-0"
      label={count === undefined ? CART_BUTTON_LABEL_COUNT_UNKNOWN : cartButtonLabel(count)}
      expanded={isVisible}
      onOpen={(opener) => (isVisible ? toggle(false) : open(opener))}
      testId="cart-button"
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
      {count === undefined ? null : (
        <span
          className="min-w-5 rounded-full bg-wine px-1.5 text-center text-xs font-semibold text-white"
          data-testid="cart-count"
        >
          {count}
        </span>
      )}
    </DialogOpenerLink>
  );
}
