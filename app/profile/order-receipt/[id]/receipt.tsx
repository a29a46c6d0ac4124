import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Order } from '@/lib/commerce/entities';
import { formatUsd } from '@/lib/money';
import { EventWhen } from '@/components/cart/event-when';
import { purchaseOf } from '@/lib/tracking/ecommerce';
import { PurchaseEvent } from '@/components/checkout/purchase-event';

type Address = NonNullable<Order['shipTo']>;

function ReceiptHeader({ order }: { order: Order }) {
  const placed = new Date(order.orderSubmittedDate).toLocaleDateString('en-US', {
    dateStyle: 'long',
  });
  return (
    <header>
      <p className="text-sm tracking-widest text-gold uppercase">Thank you</p>
      <h1 className="font-serif text-4xl">Order #{order.orderNumber}</h1>
      <p className="mt-2 text-neutral-700">
        A confirmation goes to {order.email}. Placed {placed}.
      </p>
    </header>
  );
}

const NUMBER_COLUMNS = ['Quantity', 'Each', 'Price'];

function ItemsTable({ items }: { items: Order['items'] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Items</caption>
      <thead className="border-b border-ash">
        <tr>
          <th scope="col" className="py-2">
            Item
          </th>
          {NUMBER_COLUMNS.map((name) => (
            <th key={name} scope="col" className="py-2 text-right">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.sku} className="border-b border-ash">
            <td className="py-2">
              {item.productTitle}
              {item.variantTitle ? (
                <span className="text-neutral-600"> · {item.variantTitle}</span>
              ) : null}
              <EventWhen item={item} />
            </td>
            <td className="py-2 text-right">{item.quantity}</td>
            <td className="py-2 text-right">{formatUsd(item.price)}</td>
            <td className="py-2 text-right">{formatUsd(item.price * item.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
    <dl className="ml-auto max-w-xs space-y-1 text-sm">
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

/** A placed order: thanks, its items, the totals, where it ships, and the way back to the shop. */
export function Receipt({ order }: { order: Order }) {
  return (
    <article className="space-y-8" data-testid="order-receipt">
      <PurchaseEvent purchase={purchaseOf(order)} />
      <ReceiptHeader order={order} />
      <ItemsTable items={order.items} />
      <Totals order={order} />
      {order.shipTo ? <ShippingTo address={order.shipTo} /> : null}
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
