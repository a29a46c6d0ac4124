'use client';

import { useEffect, useId, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CART_SIDEBAR_WIDTHS, GIFT_MESSAGE_MAX_LENGTH } from '@/lib/constants';
import type { Cart } from '@/lib/commerce/entities';
import { updateGiftMessage } from '@/server/actions/cart';
import { CartContents } from './cart-contents';
import { CheckoutLink } from './checkout-link';
import { useCartStore } from '../session/cart-store';
import { pushEvent } from '@/lib/tracking/data-layer';
import { lineItem, withValue } from '@/lib/tracking/ecommerce';

/** The widths per breakpoint straight from the constants, so the numbers live in one place. */
const SIDEBAR_WIDTH_CSS = CART_SIDEBAR_WIDTHS.map(({ minViewport, width }) =>
  minViewport === 0
    ? `.cart-sidebar{width:${width}}`
    : `@media (min-width:${minViewport}px){.cart-sidebar{width:${width}}}`,
).join('');

/**
 * The cart's gift message as typed, saved when the cart closes or checkout starts. A new cart
 * from the server (another tab, an add) brings its own saved message.
 */
function useGiftMessage(cart: Cart | null) {
  const replaceCart = useCartStore((state) => state.replaceCart);
  const saved = cart?.giftMessage ?? '';
  const [message, setMessage] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [lastSaved, setLastSaved] = useState(saved);
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setMessage(saved);
  }

  /** Saves a changed gift message; resolves true when there was nothing to save or it saved. */
  async function save(): Promise<boolean> {
    const typed = message;
    if (!cart || cart.items.length === 0 || typed.trim() === saved.trim()) return true;
    const result = await updateGiftMessage(typed);
    if (result.ok) {
      setError(null);
      replaceCart(result.cart);
      return true;
    }
    setError(result.message);
    return false;
  }

  return { message, setMessage, error, save };
}

function GiftMessageField({ gift }: { gift: ReturnType<typeof useGiftMessage> }) {
  const id = useId();
  return (
    <div className="border-t border-ash px-5 py-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        Gift message
      </label>
      <textarea
        id={id}
        value={gift.message}
        maxLength={GIFT_MESSAGE_MAX_LENGTH}
        rows={3}
        onChange={(event) => gift.setMessage(event.target.value)}
        aria-describedby={gift.error ? `${id}-error` : undefined}
        className="w-full rounded border border-ink/40 p-2 text-sm"
      />
      {/* An alert, not a field hint: it appears as the cart closes, away from the field. */}
      {gift.error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-wine">
          {gift.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The sliding cart sidebar: a modal dialog toggled by the
 * header cart button, closed by its close button, Escape or a backdrop press; focus stays inside
 * and body scroll is locked (ModalDialog). Width: 100%, then 420/440/580/700 px from
 * 580/768/1024/1280 px (CART_SIDEBAR_WIDTHS). Closing saves a changed gift message.
 *
 * Loaded lazily by the shell the first time the cart opens.
 */
export default function CartSidebar() {
  const isVisible = useCartStore((state) => state.isCartVisible);
  const setVisible = useCartStore((state) => state.setCartVisible);
  const cart = useCartStore((state) => state.cart);
  const cartOpener = useCartStore((state) => state.cartOpener);
  const titleId = useId();
  const gift = useGiftMessage(cart);
  // viewCart each time the sidebar opens, with the cart it shows at that moment.
  useEffect(() => {
    if (isVisible) pushViewCart(useCartStore.getState().cart);
  }, [isVisible]);

  function close() {
    setVisible(false);
    void gift.save();
  }

  return (
    <ModalDialog
      open={isVisible}
      onClose={close}
      labelledBy={titleId}
      testId="cart-sidebar"
      returnFocusTo={cartOpener}
      className="cart-sidebar fixed inset-y-0 right-0 left-auto h-dvh"
    >
      <style>{SIDEBAR_WIDTH_CSS}</style>
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-ash px-5 py-4">
          <h2 id={titleId} className="font-serif text-2xl">
            Your Cart
          </h2>
          <button
            type="button"
            onClick={close}
            className="min-h-11 min-w-11 rounded px-2 py-1 text-sm underline hover:text-wine"
          >
            Close<span className="sr-only"> cart</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          <CartContents onShop={close} />
        </div>
        {cart && cart.items.length > 0 ? <GiftMessageField gift={gift} /> : null}
        <div className="border-t border-ash px-5 py-4">
          <CheckoutLink beforeLeaving={gift.save} onLeave={() => setVisible(false)} />
        </div>
      </div>
    </ModalDialog>
  );
}

/** viewCart with the cart's lines as the shopper sees them (an empty cart is a view too). */
function pushViewCart(cart: Cart | null): void {
  pushEvent('viewCart', {
    ecommerce: withValue((cart?.items ?? []).map((line) => lineItem(line))),
  });
}

/** The cart page: one viewCart when it is shown. */
export function ViewCartEvent({ cart }: { cart: Cart | null }) {
  // Once per page shown, with the cart the page was rendered with.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => pushViewCart(cart), []);
  return null;
}
