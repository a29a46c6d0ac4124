import { pendingCheckoutCartId } from '@/server/shop/pending-checkout';
import { OrderCheck } from './order-check';

/**
 * Away from the checkout form (the cart page, or checkout with a newer cart): a checkout whose
 * outcome is still undecided keeps being checked here, and when its order is found the shopper
 * gets the link to the receipt instead of only an empty cart.
 */
export async function PendingCheckoutNotice() {
  if (!(await pendingCheckoutCartId())) return null;
  return (
    <div className="mb-6">
      <OrderCheck openReceipt={false} />
    </div>
  );
}
