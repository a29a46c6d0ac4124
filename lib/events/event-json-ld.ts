/**
 * schema.org Event data for the events page: one Event per dated ticket, with
 * its start in the winery's offset, place, organiser and the ticket offer. Search engines read it
 * from the page's JSON-LD.
 */
import { defaultVariantOf } from '../catalog/availability';
import type { Product } from '../commerce/entities';
import { isoWithOffset, type EventFacts } from './events';

export interface EventLdInput {
  product: Product;
  facts: EventFacts;
  /** The event's product page, absolute. */
  url: string;
  brand: string;
  webUrl: string;
  /** Can a seat be bought now (not over, not sold out). */
  bookable: boolean;
}

const when = (date: string, time: string | null) => (time ? isoWithOffset(date, time) : date);

export function eventJsonLd({ product, facts, url, brand, webUrl, bookable }: EventLdInput) {
  const variant = defaultVariantOf(product);
  const image = product.images[0]?.src ?? product.image;
  const place = facts.place ?? brand;
  return {
    '@type': 'Event',
    name: product.title,
    description: product.seo?.description || product.teaser || undefined,
    url,
    image: image ? new URL(image, url).toString() : undefined,
    startDate: when(facts.date, facts.time),
    endDate: facts.endTime ? when(facts.date, facts.endTime) : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: place, address: place },
    organizer: { '@type': 'Organization', name: brand, url: webUrl },
    offers: variant
      ? {
          '@type': 'Offer',
          url,
          price: (variant.price / 100).toFixed(2),
          priceCurrency: 'USD',
          availability: bookable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        }
      : undefined,
  };
}
