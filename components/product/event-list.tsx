import Link from 'next/link';
import { defaultVariantOf } from '@/lib/catalog/availability';
import { eventJsonLd } from '@/lib/events/event-json-ld';
import { eventCalendarPath, seatsLeft, splitEvents, type ListedEvent } from '@/lib/events/events';
import { scriptSafeJson } from '@/lib/site/script-json';
import { sharedNow } from '@/server/cache/shared-read';
import { getPublicCatalog } from '@/server/catalog/products';
import { getSettings } from '@/server/config';
import { EventFactsList, eventRefusal } from './event-facts';

/**
 * One event: its title linked to its product page, facts, and for an upcoming one the seats
 * left, why it cannot be booked (sold out) or the link to book, and the calendar file.
 */
function EventCard({
  event,
  upcoming,
  refusal,
  shippingLocationId,
}: {
  event: ListedEvent;
  upcoming: boolean;
  /** Why an upcoming event cannot be booked, or null. */
  refusal: string | null;
  shippingLocationId: string;
}) {
  const { product, facts } = event;
  const href = `/product/${product.slug}`;
  return (
    <li className="flex flex-col gap-3 rounded bg-off-white p-5" data-testid="event-card">
      <h3 className="font-serif text-xl">
        {/* 44 px tall on a touch screen, as a product card's title. */}
        <Link href={href} className="inline-block py-2.5 hover:text-wine md:py-0">
          {product.title}
        </Link>
      </h3>
      {product.teaser ? <p className="text-sm text-neutral-700">{product.teaser}</p> : null}
      <EventFactsList
        slug={product.slug}
        facts={facts}
        price={defaultVariantOf(product)?.price}
        seats={upcoming ? seatsLeft(product, shippingLocationId) : null}
      />
      {upcoming && refusal ? <p className="text-sm font-semibold text-wine">{refusal}</p> : null}
      {upcoming ? (
        <p className="flex flex-wrap gap-x-4 text-sm font-semibold">
          {refusal ? null : (
            <Link
              href={href}
              className="inline-flex min-h-11 items-center underline hover:text-wine"
            >
              Book seats<span className="sr-only"> for {product.title}</span>
            </Link>
          )}
          <a
            href={eventCalendarPath(product.slug)}
            className="inline-flex min-h-11 items-center underline hover:text-wine"
            download
          >
            Add to calendar<span className="sr-only"> ({product.title})</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The events page's list: upcoming events soonest first, past ones apart under their own heading,
 * and their schema.org Event data. From the shared catalogue read and the shared clock
 * (server/cache/shared-read.ts: why upcoming vs past is decided on the server, refreshed with the
 * catalogue), so the page stays prerendered.
 */
export async function EventList({ header, pastHeader }: { header: string; pastHeader: string }) {
  const { commerce, webUrl, brand } = getSettings();
  const { shippingLocationId } = commerce;
  const now = await sharedNow();
  const { upcoming, past } = splitEvents(await getPublicCatalog(), now);
  const refusals = new Map(
    upcoming.map((event) => [
      event.product.slug,
      eventRefusal(event.product, event.facts, now, shippingLocationId),
    ]),
  );
  const ld = upcoming.map((event) =>
    eventJsonLd({
      ...event,
      url: `${webUrl}/product/${event.product.slug}`,
      brand: brand.name,
      webUrl,
      bookable: refusals.get(event.product.slug) === null,
    }),
  );
  const card = (upcoming: boolean) =>
    function ListedEventCard(event: ListedEvent) {
      return (
        <EventCard
          key={event.product.slug}
          event={event}
          upcoming={upcoming}
          refusal={refusals.get(event.product.slug) ?? null}
          shippingLocationId={shippingLocationId}
        />
      );
    };
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-10" data-testid="event-list">
      {ld.length ? (
        <script
          type="application/ld+json"
          // Escaped so no title can close the script element.
          dangerouslySetInnerHTML={{
            __html: scriptSafeJson({ '@context': 'https://schema.org', '@graph': ld }),
          }}
        />
      ) : null}
      <div aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="mb-6 font-serif text-3xl">
          {header}
        </h2>
        {upcoming.length ? (
          <ul className="grid gap-6 md:grid-cols-2">{upcoming.map(card(true))}</ul>
        ) : (
          <p>No events are planned just now. Sign up below and we will tell you first.</p>
        )}
      </div>
      {past.length ? (
        <div aria-labelledby="past-events">
          <h2 id="past-events" className="mb-6 font-serif text-2xl">
            {pastHeader}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">{past.map(card(false))}</ul>
        </div>
      ) : null}
    </section>
  );
}
