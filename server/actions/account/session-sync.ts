'use server';

import { accountSummaryOf, type AccountSummary } from '@/lib/customer/viewer';
import type { Cart } from '@/lib/commerce/entities';
import { traceAction } from '@/server/actions/trace';
import { applyVisitorCookies, loadVisitor } from '@/server/visitor/visitor';

interface SessionSyncResult {
  account: AccountSummary | null;
  cart: Cart | null;
  /** The cart could not be read in time (commerce down or hung): keep the count already shown. */
  cartUnavailable: boolean;
}

/**
 * The visitor's session for the shared, prerendered pages: who is logged in (with their tracking
 * data and analytics dimensions, lib/customer/viewer.ts), their cart, and the customer load
 * (lib/customer/customer-load.ts) with its cookie changes applied (the customer's cartId and
 * orderCount, a stale cartId (404) dropped, a deleted customer's token and cart cleared). The
 * browser asks once per page load when its session hints say there is a customer or a cart
 * (components/session/session-sync.ts); a page render cannot write cookies.
 */
async function syncSessionAction(): Promise<SessionSyncResult> {
  const load = await loadVisitor('sync');
  await applyVisitorCookies(load.cookieChanges);
  return {
    account: load.customer ? accountSummaryOf(load.customer) : null,
    cart: load.cart,
    cartUnavailable: load.cartUnavailable,
  };
}

export const syncSession = traceAction('syncSession', syncSessionAction);
