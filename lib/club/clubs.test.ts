import { describe, expect, it } from 'vitest';
import {
  CLUB_CATEGORIES,
  CLUB_QUANTITY_LABELS,
  CLUB_ROUTE_SLUGS,
  bottlesOf,
  clubCheckoutLink,
  clubRouteOf,
  formatPriceRange,
  preselect,
  priceRangeFor,
  subscriptionUrl,
  referralPageType,
} from './clubs';

describe('club hero checkout link: /club/{n}-bottle-{category}', () => {
  it.each([
    ['12 Bottles', 'Red Wines', '/club/12-bottle-red-wines'],
    ['4 Bottles', 'Red Wines', '/club/4-bottle-red-wines'],
    ['6 Bottles', 'Red and White Wines', '/club/6-bottle-red-and-white-wines'],
    ['6 Bottles', 'Isosceles Only', '/club/6-bottle-isosceles-only'],
    ['12 Bottles', 'Isosceles Only', '/club/12-bottle-isosceles-only'],
    ['Bottles', 'Red Wines', undefined],
    ['6 Bottles', '', undefined],
  ])('%s + %s -> %s', (quantity, category, link) => {
    expect(clubCheckoutLink(quantity, category)).toBe(link);
  });

  it.each([
    ['12 Bottles', 12],
    ['4 Bottles', 4],
    ['1 Bottle', 1],
    ['6', 6],
    ['six', undefined],
  ])('bottles of %s is %s', (label, bottles) => {
    expect(bottlesOf(label)).toBe(bottles);
  });
});

describe('query preselection (?category= and ?qty=)', () => {
  it.each([
    [{}, 'Red Wines', '4 Bottles'],
    [{ category: null, qty: null }, 'Red Wines', '4 Bottles'],
    [{ category: 'red-and-white-wines' }, 'Red and White Wines', '4 Bottles'],
    [{ category: 'Isosceles Only', qty: '12' }, 'Isosceles Only', '12 Bottles'],
    [{ qty: '6 Bottles' }, 'Red Wines', '6 Bottles'],
    [{ category: 'ISOSCELES-ONLY', qty: '6' }, 'Isosceles Only', '6 Bottles'],
    [{ category: 'white-wines', qty: '24' }, 'Red Wines', '4 Bottles'],
    [{ category: '', qty: '' }, 'Red Wines', '4 Bottles'],
  ])('%j -> %s, %s', (query, category, quantity) => {
    expect(preselect(CLUB_CATEGORIES, CLUB_QUANTITY_LABELS, query)).toEqual({ category, quantity });
  });

  it('an empty offer preselects nothing', () => {
    expect(preselect([], [], { category: 'red-wines' })).toEqual({
      category: undefined,
      quantity: undefined,
    });
  });
});

describe('price range of the chosen quantity', () => {
  const ranges = [
    { quantity: '4 Bottles', min: 140, max: 220 },
    { quantity: '6', min: 210, max: 330 },
    { quantity: '12 Bottles', min: 420, max: 660 },
  ];
  it.each([
    ['4 Bottles', { quantity: '4 Bottles', min: 140, max: 220 }],
    ['6 Bottles', { quantity: '6', min: 210, max: 330 }],
    ['12 Bottles', { quantity: '12 Bottles', min: 420, max: 660 }],
    ['24 Bottles', undefined],
    [undefined, undefined],
  ])('%s -> %j', (quantity, range) => {
    expect(priceRangeFor(ranges, quantity)).toEqual(range);
  });

  it.each([
    [{ min: 210, max: 330 }, '$210 - $330'],
    [{ min: 330, max: 210 }, '$210 - $330'],
    [{ min: 288, max: 288 }, '$288'],
    [{ min: 1200, max: 1800 }, '$1,200 - $1,800'],
  ])('%j reads %s', (range, text) => {
    expect(formatPriceRange(range)).toBe(text);
  });
});

describe('subscription URLs: absolute, from the web URL without trailing slashes', () => {
  it.each([
    [
      'https://www.example.com',
      6,
      'isosceles-only',
      1,
      'https://www.example.com/club/6-bottle-isosceles-only-subscription-1-month',
    ],
    [
      'https://www.example.com/',
      12,
      'cabernet-sauvignon',
      2,
      'https://www.example.com/club/12-bottle-cabernet-sauvignon-subscription-2-month',
    ],
    [
      'http://127.0.0.1:3100///',
      24,
      'sauvignon-blanc',
      3,
      'http://127.0.0.1:3100/club/24-bottle-sauvignon-blanc-subscription-3-month',
    ],
  ])('%s + %s %s %s -> %s', (webUrl, bottles, type, months, url) => {
    expect(subscriptionUrl(webUrl, bottles, type, months)).toBe(url);
  });
});

describe('the 36 club and subscription routes', () => {
  const expected = [
    ...[4, 6, 12].flatMap((bottles) =>
      ['red-wines', 'red-and-white-wines', 'isosceles-only'].map(
        (type) => `${bottles}-bottle-${type}`,
      ),
    ),
    ...[6, 12, 24].flatMap((bottles) =>
      ['isosceles-only', 'cabernet-sauvignon', 'sauvignon-blanc'].flatMap((type) =>
        [1, 2, 3].map((months) => `${bottles}-bottle-${type}-subscription-${months}-month`),
      ),
    ),
  ];

  it('lists exactly the 9 clubs and 27 subscriptions of the spec', () => {
    expect(CLUB_ROUTE_SLUGS).toEqual(expected);
    expect(new Set(CLUB_ROUTE_SLUGS).size).toBe(36);
  });

  it.each([
    ['6-bottle-red-wines', { kind: 'club', bottles: 6, category: 'Red Wines' }],
    [
      '24-bottle-sauvignon-blanc-subscription-3-month',
      { kind: 'subscription', bottles: 24, category: 'Sauvignon Blanc', months: 3 },
    ],
    ['8-bottle-red-wines', undefined],
    ['6-bottle-cabernet-sauvignon', undefined],
    ['6-bottle-red-wines-subscription-1-month', undefined],
    ['6-bottle-isosceles-only-subscription-4-month', undefined],
    ['', undefined],
  ])('%s -> %j', (slug, route) => {
    const found = clubRouteOf(slug);
    if (route === undefined) expect(found).toBeUndefined();
    else expect(found).toMatchObject(route);
  });
});

describe('referral page type', () => {
  it.each([
    ['/profile/order-receipt/12345', 'orderConfirmation'],
    ['/profile/order-receipt/', 'orderConfirmation'],
    ['/profile/club-membership/receipt/987', 'clubConfirmation'],
    ['/profile/order-receipts', undefined],
    ['/profile/club-membership', undefined],
    ['/refer-a-friend', undefined],
  ])('%s is %s', (path, type) => expect(referralPageType(path)).toBe(type));
});
