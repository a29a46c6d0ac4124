import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';
import { clubPriceOf, priceDisplay } from './pricing';

const anonymous = { isActiveClubMember: false };
const member = { isActiveClubMember: true };

describe('priceDisplay (spec section 4)', () => {
  it.each([
    [
      'promotion below price with its message',
      { price: 6000, addToCartPrice: 4800, actionMessage: 'Holiday Sale' },
      anonymous,
      { kind: 'promotion', price: 4800, retailPrice: 6000, message: 'Holiday Sale' },
    ],
    [
      'promotion without a message reads Promotion',
      { price: 6000, addToCartPrice: 5000 },
      anonymous,
      { kind: 'promotion', price: 5000, retailPrice: 6000, message: 'Promotion' },
    ],
    [
      'blank message reads Promotion',
      { price: 6000, addToCartPrice: 5000, actionMessage: '  ' },
      member,
      { kind: 'promotion', price: 5000, retailPrice: 6000, message: 'Promotion' },
    ],
    [
      'addToCartPrice equal to price is no promotion',
      { price: 6000, addToCartPrice: 6000 },
      anonymous,
      { kind: 'club', retailPrice: 6000, clubPrice: 4800, label: 'Wine Society' },
    ],
    [
      'addToCartPrice above price is no promotion',
      { price: 6000, addToCartPrice: 7000 },
      anonymous,
      { kind: 'club', retailPrice: 6000, clubPrice: 4800, label: 'Wine Society' },
    ],
    [
      'club price is 20% off, labelled Wine Society for non-members',
      { price: 4500 },
      anonymous,
      { kind: 'club', retailPrice: 4500, clubPrice: 3600, label: 'Wine Society' },
    ],
    [
      'active members see the club price without the label',
      { price: 4500, addToCartPrice: null },
      member,
      { kind: 'club', retailPrice: 4500, clubPrice: 3600, label: null },
    ],
    [
      'hideClubPrice shows retail only',
      { price: 4500 },
      { isActiveClubMember: false, hideClubPrice: true },
      { kind: 'retail', retailPrice: 4500 },
    ],
  ] as const)('%s', (_name, variant, viewer, expected) => {
    expect(priceDisplay(variant, viewer)).toEqual(expected);
  });

  it.each([
    [4500, 3600],
    [2999, 2399],
    [1, 1],
    [0, 0],
  ])('club price of %i cents is %i cents', (price, club) => {
    expect(clubPriceOf(price)).toBe(club);
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [4500, '$45.00'],
    [123456, '$1,234.56'],
    [2399, '$23.99'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});
