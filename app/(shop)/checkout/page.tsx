import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CartContents } from '@/components/cart/cart-contents';
import { CartInitialiser } from '@/components/cart/cart-initialiser';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { getSettings } from '@/server/config';
import { getVisitorCart } from '@/server/shop/cart';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

async function VisitorCart() {
  return <CartInitialiser cart={await getVisitorCart()} />;
}

/**
 * Checkout. Local mode: our own page taking the cart to an order in the embedded commerce service.
 * Production: a commerce-widget route, where Commerce7's hosted checkout mounts into #c7-content.
 */
export default function CheckoutPage() {
  if (getSettings().commerce.mode === 'production') {
    return (
      <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
        <h1 className="sr-only">Checkout</h1>
        <div id="c7-content" />
      </section>
    );
  }
  return (
    <section className="mx-auto grid max-w-[1200px] gap-10 px-4 py-10 md:grid-cols-[1fr_420px] md:px-8">
      <Suspense fallback={null}>
        <VisitorCart />
      </Suspense>
      <div>
        <h1 className="mb-6 font-serif text-4xl">Checkout</h1>
        <CheckoutForm />
      </div>
      <aside aria-labelledby="order-summary" className="rounded bg-off-white p-6">
        <h2 id="order-summary" className="mb-2 font-serif text-2xl">
          Your order
        </h2>
        <CartContents />
      </aside>
    </section>
  );
}
