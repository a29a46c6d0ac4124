import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CartInitialiser } from '@/components/cart/cart-initialiser';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { PendingCheckoutNotice } from '@/components/checkout/pending-checkout-notice';
import { ByCommerceMode, CommerceWidgetMount } from '@/components/commerce/commerce-widget';
import { checkoutPrefillOf } from '@/lib/checkout/checkout';
import { createCookieSession } from '@/server/commerce/session';
import { pendingCheckoutCartId } from '@/server/visitor/pending-checkout';
import { getVisitorCart } from '@/server/visitor/cart';
import { getViewer } from '@/server/visitor/viewer';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

async function VisitorCart() {
  return <CartInitialiser cart={await getVisitorCart()} />;
}

/**
 * The form, or "we are checking your order" when this cart's checkout is still undecided (a
 * reload, or a return to checkout): a cart that may already be an order is never offered again.
 * A pending checkout of an older cart is checked above the form of the new one.
 */
async function VisitorCheckoutForm() {
  const [{ customer }, pendingCartId, cartId] = await Promise.all([
    getViewer(),
    pendingCheckoutCartId(),
    createCookieSession().getCartId(),
  ]);
  const checking =
    pendingCartId !== undefined && (cartId === undefined || cartId === pendingCartId);
  return (
    <>
      {checking ? null : <PendingCheckoutNotice />}
      <CheckoutForm prefill={customer ? checkoutPrefillOf(customer) : null} checking={checking} />
    </>
  );
}

/** Our own checkout: the cart to an order in the embedded commerce service. */
function LocalCheckout() {
  return (
    <div className="mx-auto max-w-[1200px]">
      <Suspense fallback={null}>
        <VisitorCart />
      </Suspense>
      <h1 className="mb-6 font-serif text-4xl">Checkout</h1>
      <Suspense fallback={<p role="status">Loading checkout…</p>}>
        <VisitorCheckoutForm />
      </Suspense>
    </div>
  );
}

/**
 * Checkout. Local mode: our own page taking the cart to an order in the embedded commerce service.
 * Production: a commerce-widget route, where Commerce7's hosted checkout mounts into #c7-content
 * and checks out the cart of the `cartId` cookie for the customer of `customerToken`.
 * The mode is chosen per request (ByCommerceMode). `data-checkout-page` hides the site footer
 * before the page is interactive (SiteFooter).
 */
export default function CheckoutPage() {
  return (
    <section data-checkout-page="" className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
      <Suspense fallback={<p role="status">Loading checkout…</p>}>
        <ByCommerceMode
          widget={
            <>
              <h1 className="sr-only">Checkout</h1>
              <CommerceWidgetMount />
            </>
          }
          local={<LocalCheckout />}
        />
      </Suspense>
    </section>
  );
}
