/**
 * The events the winery sells seats for (Event Ticket products): dated ones in
 * 2027 for the events page, one of them sold out. The past event is the 2026 harvest dinner
 * (gifts.ts). Times are the winery's local clock (lib/events/events.ts).
 */
import { goods, stockAt, type SeedProduct } from './product-builders';

interface EventSpec {
  slug: string;
  title: string;
  teaser: string;
  content: string;
  sku: string;
  price: number;
  seats: number;
  date: string;
  time: string;
  endTime: string;
  place: string;
  rule?: string;
  soldOut?: boolean;
}

function event(spec: EventSpec): SeedProduct {
  return goods({
    rule: spec.rule ?? 'Event Ticket, upcoming: date, time, place, price and seats (stock)',
    slug: spec.slug,
    title: spec.title,
    type: 'Event Ticket',
    teaser: spec.teaser,
    content: spec.content,
    art: { kind: 'ticket', colour: '#7a1f2b' },
    collections: [],
    variants: [
      {
        sku: spec.sku,
        title: 'Seat',
        price: spec.price,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(spec.seats),
        maxQuantityPerCart: 8,
      },
    ],
    product: {
      hideClubPrice: true,
      eventDate: spec.date,
      eventTime: spec.time,
      eventEndTime: spec.endTime,
      eventPlace: spec.place,
      ...(spec.soldOut ? { soldOut: true } : {}),
    },
  });
}

export const EVENTS: SeedProduct[] = [
  event({
    slug: 'spring-barrel-tasting-2027',
    title: 'Spring Barrel Tasting 2027',
    teaser: 'Taste the 2026 reds from barrel with our winemaker, before they are blended.',
    content:
      '<p>Walk the barrel room with our winemaker and taste the 2026 Syrah, Grenache and Cabernet from barrel, with cheese from the winery kitchen.</p>',
    sku: 'EVT-BARREL-27',
    price: 6500,
    seats: 60,
    date: '2027-03-20',
    time: '11:00',
    endTime: '15:00',
    place: 'The Barrel Room, Isosceles Ridge Winery',
  }),
  event({
    rule: 'Event Ticket, upcoming and sold out (soldOut, no seats left)',
    slug: 'music-on-the-terrace-2027',
    title: 'Music on the Terrace 2027',
    teaser: 'A summer evening of songs on the terrace, with a glass of Rosé as the sun goes down.',
    content:
      '<p>Local musicians, a picnic supper and the whole ridge in evening light. Every seat has a view.</p>',
    sku: 'EVT-TERRACE-27',
    price: 4500,
    seats: 0,
    soldOut: true,
    date: '2027-06-12',
    time: '18:00',
    endTime: '21:00',
    place: 'The Terrace, Isosceles Ridge Winery',
  }),
  event({
    slug: 'harvest-table-dinner-2027',
    title: 'Harvest Table Dinner 2027',
    teaser:
      'A long-table dinner among the vines on the last night of harvest. One ticket, one seat.',
    content:
      '<p>Five courses from the winery kitchen, paired with library wines and the first taste of the new vintage straight from the tank.</p>',
    sku: 'EVT-HARVEST-27',
    price: 13500,
    seats: 40,
    date: '2027-10-09',
    time: '17:00',
    endTime: '22:00',
    place: 'The Long Table, Isosceles Ridge Vineyard',
  }),
];
