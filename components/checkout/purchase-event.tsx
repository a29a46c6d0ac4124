'use client';

import { useEffect } from 'react';
import { pushEvent } from '@/lib/tracking/data-layer';
import type { EcommercePurchase } from '@/lib/tracking/ecommerce';

/**
 * The order checkout just placed, kept for this tab until its receipt reports the purchase. The
 * receipt reports only an order found here and forgets it at once: a purchase is recorded once
 * per order, never again on a reload, and never for an old order opened from the account page.
 */
const PLACED_ORDER_KEY = 'wwc-order-placed';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: the purchase simply is not recorded.
    return undefined;
  }
}

/** Called by checkout right before it opens the receipt of `orderId`. */
export function markOrderPlaced(orderId: string): void {
  try {
    storage()?.setItem(PLACED_ORDER_KEY, orderId);
  } catch {
    // Quota or privacy mode: nothing to record then.
  }
}

function takePlacedOrder(orderId: string): boolean {
  const store = storage();
  if (store?.getItem(PLACED_ORDER_KEY) !== orderId) return false;
  store.removeItem(PLACED_ORDER_KEY);
  return true;
}

/** On the order receipt: purchase, once, for the order this tab just placed. */
export function PurchaseEvent({ purchase }: { purchase: EcommercePurchase }) {
  useEffect(() => {
    if (takePlacedOrder(purchase.transaction_id)) pushEvent('purchase', { ecommerce: purchase });
  }, [purchase]);
  return null;
}
