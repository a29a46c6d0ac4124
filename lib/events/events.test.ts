import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSchema, type Product } from '../commerce/entities';
import {
  eventFactsOf,
  eventWhenOf,
  formatEventTime,
  formatEventWhen,
  isEventOver,
  isoWithOffset,
  seatsLeft,
  splitEvents,
  zonedInstant,
} from './events';

const event = (slug: string, date: string | null, extra: Record<string, unknown> = {}): Product =>
  v.parse(ProductSchema, {
    id: slug,
    slug,
    title: slug,
    type: 'Event Ticket',
    webStatus: 'Available',
    eventDate: date,
    eventTime: '18:00',
    variants: [
      {
        id: `${slug}-v`,
        sku: slug,
        title: 'Seat',
        price: 3500,
        inventory: [{ inventoryLocationId: 'WH', availableForSaleCount: 12 }],
      },
    ],
    ...extra,
  });

describe('eventFactsOf', () => {
  it.each<[string, Product, ReturnType<typeof eventFactsOf>]>([
    [
      'a dated ticket',
      event('a', '2027-06-12', { eventEndTime: '21:00', eventPlace: ' The terrace ' }),
      { date: '2027-06-12', time: '18:00', endTime: '21:00', place: 'The terrace' },
    ],
    ['a ticket with no day is no dated event', event('b', null), null],
    ['a malformed day', event('c', '12/06/2027'), null],
    [
      'a malformed time is left out',
      event('d', '2027-06-12', { eventTime: '6pm' }),
      { date: '2027-06-12', time: null, endTime: null, place: null },
    ],
    ['a wine is no event', event('e', '2027-06-12', { type: 'Wine' }), null],
  ])('%s', (_name, product, facts) => {
    expect(eventFactsOf(product)).toEqual(facts);
  });
});

describe('isEventOver (sells until the end of its day, UTC, like the service)', () => {
  it.each<[string, string, boolean]>([
    ['the day before', '2027-06-11T23:59:59Z', false],
    ['on the day', '2027-06-12T23:59:59Z', false],
    ['the next day', '2027-06-13T00:00:00Z', true],
  ])('%s', (_name, now, over) => {
    expect(isEventOver('2027-06-12', new Date(now))).toBe(over);
  });
});

describe('splitEvents', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const catalog = [
    event('later', '2027-10-09'),
    event('wine', null, { type: 'Wine' }),
    event('past-old', '2025-10-11'),
    event('soon', '2027-03-20'),
    event('today', '2026-11-26'),
    event('past-recent', '2026-10-10'),
  ];
  it('upcoming soonest first (today included), past apart, latest first', () => {
    const { upcoming, past } = splitEvents(catalog, now);
    expect(upcoming.map(({ product }) => product.slug)).toEqual(['today', 'soon', 'later']);
    expect(past.map(({ product }) => product.slug)).toEqual(['past-recent', 'past-old']);
  });
  it('the same catalogue a day later moves today’s event to the past', () => {
    const { upcoming, past } = splitEvents(catalog, new Date('2026-11-27T00:00:00Z'));
    expect(upcoming.map(({ product }) => product.slug)).toEqual(['soon', 'later']);
    expect(past[0]?.product.slug).toBe('today');
  });
});

describe('times at the winery (America/Los_Angeles)', () => {
  it.each<[string, string, string, string]>([
    ['summer (PDT)', '2027-06-12', '18:00', '2027-06-13T01:00:00.000Z'],
    ['winter (PST)', '2027-01-15', '11:00', '2027-01-15T19:00:00.000Z'],
    ['the morning clocks go forward', '2027-03-14', '12:00', '2027-03-14T19:00:00.000Z'],
  ])('%s', (_name, date, time, utc) => {
    expect(zonedInstant(date, time).toISOString()).toBe(utc);
  });
  it('ISO 8601 with the offset for schema.org', () => {
    expect(isoWithOffset('2027-06-12', '18:00')).toBe('2027-06-12T18:00:00-07:00');
    expect(isoWithOffset('2027-01-15', '11:00')).toBe('2027-01-15T11:00:00-08:00');
  });
});

describe('words', () => {
  it.each<[string, string | null, string | null, string | null]>([
    ['start and end', '18:00', '21:30', '6:00 pm – 9:30 pm'],
    ['start only', '11:00', null, '11:00 am'],
    ['midnight and noon', '00:00', '12:00', '12:00 am – 12:00 pm'],
    ['no time', null, null, null],
  ])('%s', (_name, time, endTime, words) => {
    expect(formatEventTime({ time, endTime })).toBe(words);
  });
  it('the cart line and receipt line', () => {
    expect(formatEventWhen({ date: '2027-06-12', time: '18:00' })).toBe(
      'Saturday, June 12, 2027, 6:00 pm',
    );
    expect(formatEventWhen({ date: '2027-06-12', time: null })).toBe('Saturday, June 12, 2027');
  });
  it.each<[string, { eventDate?: string | null; eventTime?: string | null }, string | null]>([
    [
      'a ticket line',
      { eventDate: '2027-03-20', eventTime: '11:00' },
      'Saturday, March 20, 2027, 11:00 am',
    ],
    [
      'a day without time',
      { eventDate: '2027-03-20', eventTime: null },
      'Saturday, March 20, 2027',
    ],
    ['a wine line', {}, null],
    ['a day that is no date', { eventDate: 'soon' }, null],
  ])('eventWhenOf: %s', (_name, item, words) => {
    expect(eventWhenOf(item)).toBe(words);
  });
  it('seats left at the shipping location, never negative', () => {
    expect(seatsLeft(event('a', '2027-06-12'), 'WH')).toBe(12);
    expect(seatsLeft(event('a', '2027-06-12'), 'ELSEWHERE')).toBe(0);
  });
});
