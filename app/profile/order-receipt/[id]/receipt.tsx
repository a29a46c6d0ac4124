import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Order } from '@/lib/commerce/entities';
import { orderNotesOf } from '@/lib/checkout/checkout';
import { formatUsd } from '@/lib/pricing/pricing';
import { EventWhen } from '@/components/cart/event-when';
import { eventCalendarPath } from '@/lib/events/events';
import { purchaseOf } from '@/lib/tracking/ecommerce';
import { PurchaseEvent } from '@/components/checkout/purchase-event';

type Address = NonNullable<Order['shipTo']>;

function ReceiptHeader({ order }: { order: Order }) {
  const placed = new Date(order.orderSubmittedDate).toLocaleDateString('en-US', {
    dateStyle: 'long',
  });
  return (
    <header>
      <p className="text-sm tracking-widest text-gold-text uppercase">Thank you</p>
      <h1 className="font-serif text-4xl">Order #{order.orderNumber}</h1>
      <p className="mt-2 text-neutral-700">
        A confirmation goes to {order.email}. Placed {placed}.
      </p>
    </header>
  );
}

/**
 * The items as a list, one line each: the title (and variant) first, then quantity and unit
 * price beneath, the line's price at the right. On a 375 px phone a four-column table ran its
 * figures together; a list reads the same on every width.
 */
function ItemList({ items }: { items: Order['items'] }) {
  return (
    <section aria-labelledby="receipt-items">
      <h2 id="receipt-items" className="sr-only">
        Items
      </h2>
      <ul className="divide-y divide-ash border-y border-ash text-sm">
        {items.map((item) => (
          <li
            key={item.sku}
            className="flex items-start justify-between gap-4 py-3"
            data-testid="receipt-line"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">
                {item.productTitle}
                {item.variantTitle ? (
                  <span className="font-normal text-neutral-700"> · {item.variantTitle}</span>
                ) : null}
              </p>
              <p className="text-neutral-700">
                Quantity {item.quantity} × {formatUsd(item.price)} each
              </p>
              <EventWhen item={item} />
              {item.eventDate && item.productSlug ? (
                <a
                  href={eventCalendarPath(item.productSlug)}
                  className="inline-flex min-h-11 items-center font-semibold underline hover:text-wine"
                  download
                >
                  Add to calendar<span className="sr-only"> ({item.productTitle})</span>
                </a>
              ) : null}
            </div>
            <p className="shrink-0 font-semibold">{formatUsd(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TotalRow({
  label,
  testId,
  bold,
  children,
}: {
  label: string;
  testId: string;
  bold?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={bold ? 'flex justify-between text-base font-semibold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The shipping line only for an order with an address to ship to. */
function Totals({ order }: { order: Order }) {
  return (
    <dl className="space-y-1 text-sm sm:ml-auto sm:max-w-xs">
      <TotalRow label="Subtotal" testId="order-subtotal">
        {formatUsd(order.subTotal)}
      </TotalRow>
      {order.shipTo ? (
        <TotalRow label="Ground shipping" testId="order-shipping">
          {order.shipTotal === 0 ? 'Free' : formatUsd(order.shipTotal)}
        </TotalRow>
      ) : null}
      <TotalRow label="Tax" testId="order-tax">
        {formatUsd(order.taxTotal)}
      </TotalRow>
      <TotalRow label="Total" testId="order-total" bold>
        {formatUsd(order.total)}
      </TotalRow>
    </dl>
  );
}

function ShippingTo({ address }: { address: Address }) {
  return (
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
  );
}

/** The shopper's notes at checkout (a delivery note...), each under its label (lib/checkout/checkout.ts). */
function OrderNotes({ order }: { order: Order }) {
  const notes = orderNotesOf(order);
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="order-notes" data-testid="order-notes">
      <h2 id="order-notes" className="sr-only">
        Your notes
      </h2>
      <dl className="space-y-2">
        {notes.map((note) => (
          <div key={note.label}>
            <dt className="font-serif text-xl">{note.label}</dt>
            <dd className="whitespace-pre-line break-words text-neutral-700">{note.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A placed order: thanks, its items, the totals, where it ships, the shopper's notes, and the way
 * back to the shop.
 */
export function Receipt({ order }: { order: Order }) {
  return (
    <article className="space-y-8" data-testid="order-receipt">
      <PurchaseEvent purchase={purchaseOf(order)} />
      <ReceiptHeader order={order} />
      <ItemList items={order.items} />
      <Totals order={order} />
      {order.shipTo ? <ShippingTo address={order.shipTo} /> : null}
      <OrderNotes order={order} />
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
