import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { cacheLife } from 'next/cache';
import * as v from 'valibot';
import type { Order } from '@/lib/commerce/entities';
import { CommerceError, getCommerce } from '@/server/commerce';
import { Receipt } from './receipt';

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

/** The order receipt after checkout (/profile/order-receipt/*). Never cached: personal data. */
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
