'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useShellStore } from '@/components/session/shell-store';
import { pushEvent } from '@/lib/tracking/data-layer';
import { lineItem, withValue } from '@/lib/tracking/ecommerce';
import { beginCheckoutPayload } from '@/lib/tracking/payloads';
import type { Cart } from '@/lib/commerce/entities';
import { CHECKOUT_PATH } from '@/lib/checkout/posted-checkout';
import { useCartStore, useVisibleCart } from '../session/cart-store';
import { sendPendingQuantities } from './cart-line';

/**
 * The cart's call to action: a link to checkout (a plain link before and without JavaScript), or a
 * disabled button saying why not (an empty cart, a cart change still on its way). Sends a typed
 * quantity still waiting for Update first (the pending quantities of `cart-line.tsx`). Pushes `beginCheckout` (and the e-mail tracker's `kl_begin_checkout`) with the cart's lines, and waits
 * for a changed gift message to save before leaving, so checkout sees the cart as the shopper
 * left it.
 */
export function CheckoutLink({
  initialCart,
  beforeLeaving,
  onLeave,
}: {
  /** The server's cart, shown until the store has one (the cart page). */
  initialCart?: Cart | null;
  beforeLeaving?: () => Promise<boolean>;
  onLeave?: () => void;
}) {
  const id = useId();
  const router = useRouter();
  const cart = useVisibleCart(initialCart);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const [leaving, setLeaving] = useState(false);
  const empty = !cart || cart.items.length === 0;
  const className =
    'block w-full rounded bg-wine px-6 py-3 text-center font-semibold tracking-wide text-white uppercase hover:bg-wine-dark';

  const reason = empty
    ? 'Add something to your cart to check out.'
    : isCartDisabled || leaving
      ? 'Updating your cart…'
      : null;
  if (reason || !cart) {
    return (
      <div>
        <button
          type="button"
          disabled
          aria-describedby={`${id}-reason`}
          className={`${className} cursor-not-allowed opacity-60`}
        >
          Checkout
        </button>
        <p id={`${id}-reason`} className="mt-2 text-center text-sm text-neutral-600">
          {reason}
        </p>
      </div>
    );
  }

  return (
    <Link
      href={CHECKOUT_PATH}
      className={className}
      onClick={async (event) => {
        // A modified click opens checkout elsewhere: let the browser do it.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const items = cart.items.map((line) => lineItem(line));
        pushEvent('beginCheckout', { ecommerce: withValue(items) });
        const email = useShellStore.getState().account?.email;
        pushEvent('kl_begin_checkout', beginCheckoutPayload(items, email), { email });
        setLeaving(true);
        // A typed quantity not sent yet goes first: checkout shows what the cart showed.
        const sent = await sendPendingQuantities();
        const saved = sent && (beforeLeaving ? await beforeLeaving() : true);
        setLeaving(false);
        if (!saved) return;
        onLeave?.();
        router.push(CHECKOUT_PATH);
      }}
    >
      Checkout
    </Link>
  );
}
