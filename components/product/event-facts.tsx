import type { ReactNode } from 'react';
import {
  EVENT_OVER_TEXT,
  EVENT_SOLD_OUT_TEXT,
  formatEventDay,
  formatEventTime,
  isEventOver,
  seatsLeft,
  type EventFacts,
} from '@/lib/events/events';
import { defaultVariantOf } from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';
import { formatUsd } from '@/lib/pricing/pricing';
import { SeatsLeft } from './seats-left';

/**
 * When and where an event takes place, its price and the seats left, as a description list
 * (the events page's cards and the event's product page).
 */
export function EventFactsList({
  slug,
  facts,
  price,
  seats,
}: {
  /** The event's product slug: its live seat count (`SeatsLeft`). */
  slug: string;
  facts: EventFacts;
  /** Cents; left out where the purchase panel shows the price. */
  price?: number;
  /** Seats left; null once the event is over (nothing to count). */
  seats: number | null;
}) {
  const time = formatEventTime(facts);
  const rows: [string, ReactNode][] = [
    [
      'Date',
      <time key="date" dateTime={facts.date}>
        {formatEventDay(facts.date)}
      </time>,
    ],
  ];
  if (time) rows.push(['Time', time]);
  if (facts.place) rows.push(['Place', facts.place]);
  if (price !== undefined) rows.push(['Price', formatUsd(price)]);
  if (seats !== null)
    rows.push(['Seats left', <SeatsLeft key="seats" slug={slug} initial={seats} />]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="event-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why an event cannot be booked now, or null when it can. */
export function eventRefusal(
  product: Product,
  facts: EventFacts,
  now: Date,
  shippingLocationId: string,
): string | null {
  if (isEventOver(facts.date, now)) return EVENT_OVER_TEXT;
  // A count of 0 is still 'available' by the spec's stock rule; for seats it means none left.
  const noSeats =
    product.variants.every((v) => v.inventoryPolicy !== 'Back Order') &&
    seatsLeft(product, shippingLocationId) === 0;
  return product.soldOut || noSeats ? EVENT_SOLD_OUT_TEXT : null;
}

/**
 * An event's product page purchase area: its facts, then the purchase panel, or instead the
 * reason it cannot be booked (over, sold out).
 */
export function EventPurchase({
  product,
  facts,
  now,
  shippingLocationId,
  panel,
}: {
  product: Product;
  facts: EventFacts;
  now: Date;
  shippingLocationId: string;
  panel: ReactNode;
}) {
  const refusal = eventRefusal(product, facts, now, shippingLocationId);
  const over = isEventOver(facts.date, now);
  return (
    <div className="space-y-4">
      <EventFactsList
        slug={product.slug}
        facts={facts}
        // The purchase panel shows the price; without one, the facts do.
        price={refusal ? defaultVariantOf(product)?.price : undefined}
        seats={over ? null : seatsLeft(product, shippingLocationId)}
      />
      {refusal ? (
        <p className="font-semibold text-wine" data-testid="event-refusal">
          {refusal}
        </p>
      ) : (
        panel
      )}
    </div>
  );
}
