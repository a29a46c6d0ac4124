import type { Metadata } from 'next';
import { CartInitialiser } from '@/components/session/cart-store';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { PendingCheckoutNotice } from '@/components/checkout/pending-checkout-notice';
import { ByCommerceMode, CommerceWidgetMount } from '@/components/commerce/commerce-widget';
import { checkoutPrefillOf } from '@/lib/checkout/checkout';
import { createCookieSession } from '@/server/commerce/session';
import { pendingCheckoutCartId } from '@/server/visitor/checkout-outcome';
import { getVisitorCart, getViewer } from '@/server/visitor/visitor';
import { quoteCartCheckout, quoteRequiresShipping } from '@/server/visitor/checkout-quote';
import { readPageQuery } from '@/server/visitor/posted-answer';
import type { PostedForm } from '@/lib/forms/posted-form';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

/**
 * A blocking route: checkout is personal, so there is no useful static shell, and the whole form
 * (its totals, and whether it asks for an address) must be in the HTML itself, for a shopper
 * without JavaScript (streamed Suspense content needs a script to be revealed) and so that its
 * first paint is its final layout.
 */
export const instant = false;

/**
 * Our own checkout: the cart to an order in the embedded commerce service. The form, or "we are
 * checking your order" when this cart's checkout is still undecided (a reload, or a return to
 * checkout): a cart that may already be an order is never offered again. A pending checkout of an
 * older cart is checked above the form of the new one. The server quotes the cart for the
 * customer's saved state (else the winery's own, as an estimate), which also decides whether an
 * address is asked at all.
 */
async function LocalCheckout({ answered }: { answered: PostedForm }) {
  const [cart, { customer }, pendingCartId, cartId] = await Promise.all([
    getVisitorCart(),
    getViewer(),
    pendingCheckoutCartId(),
    createCookieSession().getCartId(),
  ]);
  const checking =
    pendingCartId !== undefined && (cartId === undefined || cartId === pendingCartId);
  const prefill = customer ? checkoutPrefillOf(customer) : null;
  // A refused post comes back quoted for the state it was sent with.
  const stateCode = answered?.values?.stateCode ?? prefill?.stateCode ?? '';
  const quote =
    checking || !cart || cart.items.length === 0
      ? null
      : await quoteCartCheckout('render', cartId, stateCode);
  return (
    <div className="mx-auto max-w-[1200px]">
      <CartInitialiser cart={cart} />
      <h1 className="mb-6 font-serif text-4xl">Checkout</h1>
      {checking ? null : <PendingCheckoutNotice />}
      <CheckoutForm
        prefill={prefill}
        cart={cart}
        quote={quote}
        requiresShipping={quoteRequiresShipping(quote)}
        checking={checking}
        answered={answered}
      />
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
export default async function CheckoutPage({ searchParams }: PageProps<'/checkout'>) {
  const { answered } = await readPageQuery(searchParams);
  return (
    <section data-checkout-page="" className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
      <ByCommerceMode
        widget={
          <>
            <h1 className="sr-only">Checkout</h1>
            <CommerceWidgetMount />
          </>
        }
        local={<LocalCheckout answered={answered} />}
      />
    </section>
  );
}
