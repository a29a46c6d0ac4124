import { describe, expect, it } from 'vitest';
import {
  addMonths,
  nextShipmentOnOrAfter,
  planChoices,
  planFor,
  shipmentDateText,
  shipmentIntervalMonths,
  membershipTerms,
} from './membership-plan';
import { clubRouteOf } from './clubs';

const sub = (bottles: number, months: number, category = 'Cabernet Sauvignon') => ({
  slug: `${bottles}-${months}-${category}`,
  kind: 'subscription' as const,
  category,
  bottles,
  frequencyMonths: months,
});
const club = (bottles: number, category = 'Red Wines') => ({
  slug: `${bottles}-${category}`,
  kind: 'club' as const,
  category,
  bottles,
  frequencyMonths: null,
});
const CLUBS = [
  club(4),
  club(6),
  club(12),
  club(6, 'Isosceles Only'),
  ...[6, 12, 24].flatMap((bottles) => [1, 2, 3].map((months) => sub(bottles, months))),
  sub(6, 1, 'Sauvignon Blanc'),
];

describe('planChoices', () => {
  it.each([
    ['a club: its sizes only', club(6), { sizes: [4, 6, 12], frequencies: [] }],
    [
      'a subscription: sizes and frequencies',
      sub(12, 2),
      { sizes: [6, 12, 24], frequencies: [1, 2, 3] },
    ],
  ])('%s', (_, current, expected) => {
    expect(planChoices(current, CLUBS)).toEqual(expected);
  });
});

describe('planFor', () => {
  it.each([
    ['club to 12 bottles', club(6), { bottles: 12 }, '12-Red Wines'],
    ['club ignores a frequency', club(6), { bottles: 4, frequencyMonths: 2 }, '4-Red Wines'],
    ['club size not offered', club(6), { bottles: 24 }, undefined],
    [
      'subscription size and frequency',
      sub(6, 1),
      { bottles: 24, frequencyMonths: 3 },
      '24-3-Cabernet Sauvignon',
    ],
    [
      'subscription frequency not offered',
      sub(6, 1),
      { bottles: 6, frequencyMonths: 4 },
      undefined,
    ],
    ['subscription without a frequency', sub(6, 1), { bottles: 6 }, undefined],
  ])('%s', (_, current, wanted, slug) => {
    expect(planFor(current, CLUBS, wanted)?.slug).toBe(slug);
  });
});

describe('shipment dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-11-15', 3, '2027-02-15'],
    ['2026-12-12', 0, '2026-12-12'],
  ])('addMonths(%s, %d) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    [
      'from a signup, first shipment one interval later',
      '2026-11-02',
      3,
      '2026-11-01',
      false,
      '2027-02-02',
    ],
    ['an old signup rolls forward', '2024-03-02', 3, '2026-11-26', false, '2026-12-02'],
    ['a stored next date in the future stays', '2026-12-12', 1, '2026-11-26', true, '2026-12-12'],
    ['a stored date of today stays', '2026-11-26', 1, '2026-11-26', true, '2026-11-26'],
    ['a passed stored date rolls forward', '2026-10-12', 1, '2026-11-26', true, '2026-12-12'],
  ])('%s', (_, anchor, months, today, isShipment, expected) => {
    expect(nextShipmentOnOrAfter(anchor, months, today, isShipment)).toBe(expected);
  });

  it('clubs ship quarterly, subscriptions by their frequency', () => {
    expect(shipmentIntervalMonths({ frequencyMonths: null })).toBe(3);
    expect(shipmentIntervalMonths({ frequencyMonths: 2 })).toBe(2);
  });

  it('writes dates as the audit lines do', () => {
    expect(shipmentDateText('2026-12-12')).toBe('Dec 12, 2026');
    expect(shipmentDateText('2027-02-02T00:00:00.000Z')).toBe('Feb 2, 2027');
    // September as the account's other dates write it (en-GB wrote "Sept").
    expect(shipmentDateText('2027-09-02T18:30:00.000Z')).toBe('Sep 2, 2027');
  });
});

describe('membershipTerms', () => {
  it('states renewal, charges to the card on file and how to cancel, per kind of membership', () => {
    const club = membershipTerms(clubRouteOf('6-bottle-red-wines'));
    expect(club[0]).toMatch(/^Your membership renews automatically .*four shipments a year/);
    expect(club.join(' ')).toMatch(/charged to your card on file/);
    expect(club.join(' ')).toMatch(/cancel at any time from your account .* contacting the winery/);
    const subscription = membershipTerms(
      clubRouteOf('12-bottle-cabernet-sauvignon-subscription-2-month'),
    );
    expect(subscription[0]).toBe(
      'Your subscription renews automatically with every shipment (ships every 2 months) until you cancel it.',
    );
  });
});
