import Link from 'next/link';
import type { CustomerEvent, Order } from '@/lib/commerce/entities';
import { shipmentDateText } from '@/lib/club/membership-plan';
import { formatUsd } from '@/lib/pricing/pricing';

/** The account page's one date format: the shipment dates' (lib/club/membership-plan.ts). */
export const accountDate = (iso: string) => shipmentDateText(new Date(iso).toISOString());

/** The orders, newest first, each with its receipt. */
function Orders({ orders }: { orders: Order[] | null }) {
  if (orders === null)
    return <p role="alert">Sorry, your orders could not be loaded. Please reload the page.</p>;
  if (orders.length === 0) return <p>You have no orders yet.</p>;
  return (
    <ul className="divide-y divide-ink/15" aria-label="Orders, newest first">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <span className="font-semibold">Order #{order.orderNumber}</span>
            <span className="ml-2 text-sm text-ink/70">
              {accountDate(order.orderSubmittedDate)}
            </span>
          </span>
          <span>{formatUsd(order.total)}</span>
          <Link
            href={`/profile/order-receipt/${encodeURIComponent(order.id)}`}
            className="font-semibold underline hover:text-wine"
          >
            View receipt<span className="sr-only"> of order #{order.orderNumber}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The dated lines of membership changes the member made (skips, holds, plan, address). */
function MembershipChanges({ events }: { events: CustomerEvent[] | null }) {
  if (events === null)
    return <p role="alert">Sorry, your membership changes could not be loaded.</p>;
  if (events.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 mb-2 font-serif text-xl">Membership changes</h3>
      <ul className="divide-y divide-ink/15" aria-label="Membership changes, newest first">
        {events.map((event) => (
          <li key={event.id} className="flex flex-wrap gap-x-3 py-2">
            <time dateTime={event.createdAt} className="text-sm text-ink/70">
              {accountDate(event.createdAt)}
            </time>
            <span>{event.message}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The order history: orders, then the membership changes, each newest first. */
export function AccountHistory({
  orders,
  events,
}: {
  orders: Order[] | null;
  events: CustomerEvent[] | null;
}) {
  return (
    <>
      <Orders orders={orders} />
      <MembershipChanges events={events} />
    </>
  );
}
