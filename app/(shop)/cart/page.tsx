import type { Metadata } from 'next';
import Link from 'next/link';
import { CartContents } from '@/components/cart/cart-contents';
import { CartInitialiser } from '@/components/session/cart-store';
import { CheckoutLink } from '@/components/cart/checkout-link';
import { PendingCheckoutNotice } from '@/components/checkout/pending-checkout-notice';
import { ViewCartEvent } from '@/components/cart/cart-sidebar';
import { getVisitorCart } from '@/server/visitor/visitor';

export const metadata: Metadata = { title: 'Your Cart', robots: { index: false, follow: false } };

/**
 * A blocking route: the cart is personal, so there is no useful static shell, and a visitor
 * without JavaScript must get the cart in the HTML itself (streamed Suspense content needs a
 * script to be revealed).
 */
export const instant = false;

/**
 * The visitor's cart, rendered on the server so the page is whole without JavaScript. `added` is
 * the variant an Add To Cart form just posted (before scripts ran, or without them): the page
 * says so when the cart holds it.
 */
async function VisitorCart({ added }: { added: string | undefined }) {
  const cart = await getVisitorCart();
  const line = added ? cart?.items.find((item) => item.sku === added) : undefined;
  return (
    <>
      {line ? (
        <p role="status" className="mb-4 rounded bg-ash p-3">
          {line.productTitle} was added to your cart.{' '}
          <Link href="/collection/all" className="font-semibold underline hover:text-wine">
            Continue shopping
          </Link>
        </p>
      ) : null}
      <CartInitialiser cart={cart} />
      <ViewCartEvent cart={cart} />
      <CartContents initialCart={cart} />
      <div className="mt-6">
        <CheckoutLink initialCart={cart} />
      </div>
    </>
  );
}

/**
 * The cart as a page (the sidebar's contents at /cart): for links, for visitors without
 * JavaScript, and for anyone who prefers a page to a dialog. Tracking rules recognise it by "cart"
 * in its path.
 */
export default async function CartPage({ searchParams }: PageProps<'/cart'>) {
  const { added } = await searchParams;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 md:px-8">
      <h1 className="mb-6 font-serif text-4xl">Your Cart</h1>
      <PendingCheckoutNotice />
      <VisitorCart added={typeof added === 'string' ? added : undefined} />
    </section>
  );
}
