import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../commerce/entities';
import { eventJsonLd } from './event-json-ld';

const product = v.parse(ProductSchema, {
  id: 'p',
  slug: 'music-on-the-terrace-2027',
  title: 'Music on the Terrace 2027',
  teaser: 'Songs at sunset.',
  type: 'Event Ticket',
  webStatus: 'Available',
  image: '/images/products/music.svg',
  variants: [{ id: 'v', sku: 'EVT', title: 'Seat', price: 4500, inventory: [] }],
});
const base = {
  product,
  url: 'https://shop.example/product/music-on-the-terrace-2027',
  brand: 'Isosceles Ridge',
  webUrl: 'https://shop.example',
};

describe('eventJsonLd (schema.org Event with offers)', () => {
  it('a timed event with a place, bookable', () => {
    const data = eventJsonLd({
      ...base,
      bookable: true,
      facts: { date: '2027-06-12', time: '18:00', endTime: '21:00', place: 'The Terrace' },
    });
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Music on the Terrace 2027',
      description: 'Songs at sunset.',
      startDate: '2027-06-12T18:00:00-07:00',
      endDate: '2027-06-12T21:00:00-07:00',
      image: 'https://shop.example/images/products/music.svg',
      location: { '@type': 'Place', name: 'The Terrace', address: 'The Terrace' },
      organizer: { '@type': 'Organization', name: 'Isosceles Ridge' },
      offers: {
        '@type': 'Offer',
        price: '45.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: base.url,
      },
    });
  });
  it('a day-only event with no place, sold out', () => {
    const data = eventJsonLd({
      ...base,
      bookable: false,
      facts: { date: '2027-06-12', time: null, endTime: null, place: null },
    });
    expect(data.startDate).toBe('2027-06-12');
    expect(data.endDate).toBeUndefined();
    expect(data.location.name).toBe('Isosceles Ridge');
    expect(data.offers?.availability).toBe('https://schema.org/SoldOut');
  });
});
