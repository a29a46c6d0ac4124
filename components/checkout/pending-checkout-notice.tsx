import { pendingCheckoutCartId } from '@/server/visitor/checkout-outcome';
import { OrderCheck } from './order-check';

/**
 * Away from the checkout form (the cart page, or checkout with a newer cart): a checkout whose
 * outcome is still undecided keeps being checked here, and when its order is found the shopper
 * gets the link to the receipt instead of only an empty cart.
 */
export async function PendingCheckoutNotice() {
  const pending = (await pendingCheckoutCartId()) !== undefined;
  // Rendered even when nothing is pending: the check that settles it removes the cookie, and the
  // page rendered again into that action's answer must keep this island (and its receipt link).
  return (
    <div className="mb-6 empty:hidden">
      <OrderCheck openReceipt={false} pending={pending} />
    </div>
  );
}
