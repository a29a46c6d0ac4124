import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { cacheLife } from 'next/cache';
import * as v from 'valibot';
import type { Order } from '@/lib/commerce/entities';
import { formatUsd } from '@/lib/money';
import { purchaseOf } from '@/lib/tracking/ecommerce';
import { PurchaseEvent } from '@/components/checkout/purchase-event';
import { CommerceError, getCommerce } from '@/server/commerce';

export const metadata: Metadata = {
  title: 'Order receipt',
  robots: { index: false, follow: false },
};

/**
 * A blocking route: every receipt is personal and rendered at request time, so there is no static
 * shell to stream into, and an unknown order answers with a real 404. (It also lets the header's
 * pathname hook resolve for this fallback-param route.)
 */
export const instant = false;

type Params = Promise<{ id: string }>;

/**
 * One placeholder id, never a real order. Without generateStaticParams, Cache Components builds a
 * fallback shell for /profile/order-receipt/[id] and serves it with status 200 before the page can
 * call notFound(); with a listed param every other id is rendered on demand, blocking, and an
 * unknown order answers a real 404 (the placeholder itself is prerendered as not found).
 */
export function generateStaticParams() {
  return [{ id: 'prerender-placeholder' }];
}

/** Order ids are opaque strings from the commerce service; anything else is not an order. */
const OrderId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

/**
 * Whether an order id exists, decided in the static stage of the render so notFound() can still
 * set the status: a dynamic (cookie-reading) lookup only runs when the render resumes, after the
 * route's shell has gone out with status 200. Only a yes/no per opaque id is shared, never order
 * data; ids are never reused, and the cache outlives the 5-minute floor below which Next treats
 * a cache as dynamic.
 */
async function orderExists(rawId: string): Promise<boolean> {
  'use cache';
  cacheLife('minutes');
  const parsed = v.safeParse(OrderId, rawId);
  if (!parsed.success) return false;
  try {
    return (await getCommerce({ anonymous: true }).getOrderLimited(parsed.output)) !== undefined;
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return false;
    throw error;
  }
}

async function loadOrder(rawId: string): Promise<Order | undefined> {
  const parsed = v.safeParse(OrderId, rawId);
  if (!parsed.success) return undefined;
  try {
    return await getCommerce({ render: true }).getOrderLimited(parsed.output);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof CommerceError && error.statusCode === 404) return undefined;
    throw error;
  }
}

function Receipt({ order }: { order: Order }) {
  const address = order.shipTo;
  return (
    <article className="space-y-8" data-testid="order-receipt">
      <PurchaseEvent purchase={purchaseOf(order)} />
      <header>
        <p className="text-sm tracking-widest text-gold uppercase">Thank you</p>
        <h1 className="font-serif text-4xl">Order #{order.orderNumber}</h1>
        <p className="mt-2 text-neutral-700">
          A confirmation goes to {order.email}. Placed{' '}
          {new Date(order.orderSubmittedDate).toLocaleDateString('en-US', { dateStyle: 'long' })}.
        </p>
      </header>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items</caption>
        <thead className="border-b border-ash">
          <tr>
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              Quantity
            </th>
            <th scope="col" className="py-2 text-right">
              Each
            </th>
            <th scope="col" className="py-2 text-right">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku} className="border-b border-ash">
              <td className="py-2">
                {item.productTitle}
                {item.variantTitle ? (
                  <span className="text-neutral-600"> · {item.variantTitle}</span>
                ) : null}
              </td>
              <td className="py-2 text-right">{item.quantity}</td>
              <td className="py-2 text-right">{formatUsd(item.price)}</td>
              <td className="py-2 text-right">{formatUsd(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto max-w-xs space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="order-subtotal">{formatUsd(order.subTotal)}</dd>
        </div>
        {address ? (
          <div className="flex justify-between">
            <dt>Ground shipping</dt>
            <dd data-testid="order-shipping">
              {order.shipTotal === 0 ? 'Free' : formatUsd(order.shipTotal)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Tax</dt>
          <dd data-testid="order-tax">{formatUsd(order.taxTotal)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatUsd(order.total)}</dd>
        </div>
      </dl>
      {address ? (
        <section aria-labelledby="ship-to">
          <h2 id="ship-to" className="font-serif text-xl">
            Shipping to
          </h2>
          <address className="not-italic text-neutral-700">
            {address.firstName} {address.lastName}
            <br />
            {address.address}
            {address.address2 ? `, ${address.address2}` : ''}
            <br />
            {address.city}, {address.stateCode} {address.zipCode}
          </address>
        </section>
      ) : null}
      <p>
        <Link
          href="/collection/all"
          className="inline-block rounded bg-wine px-6 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark"
        >
          Continue shopping
        </Link>
      </p>
    </article>
  );
}

/** The order receipt after checkout (spec section 2: /profile/order-receipt/*). Never cached: personal data. */
export default async function OrderReceiptPage({ params }: { params: Params }) {
  // Awaited in the page itself, outside any Suspense boundary, and before any markup is returned:
  // an unknown order must answer a real 404 status, decided before anything streams.
  const { id } = await params;
  if (!(await orderExists(id))) notFound();
  await connection();
  const order = await loadOrder(id);
  if (!order) notFound();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 md:px-8">
      <Receipt order={order} />
    </section>
  );
}
