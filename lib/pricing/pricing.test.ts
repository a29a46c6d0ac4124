import { describe, expect, it } from 'vitest';
import {
  formatUsd,
  chargedPrice,
  clubPriceOf,
  priceDisplay,
  promotionPriceOf,
  unitPrice,
} from './pricing';

const anonymous = { isActiveClubMember: false };
const member = { isActiveClubMember: true };

describe('priceDisplay', () => {
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
      anonymous,
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

/** The price a display puts first: what the shopper is told they pay. */
const shownPrice = (display: ReturnType<typeof priceDisplay>, member: boolean): number => {
  if (display.kind === 'promotion') return display.price;
  if (display.kind === 'club' && member) return display.clubPrice;
  return display.retailPrice;
};

describe('member pricing: what the page shows is what the cart charges', () => {
  const wine = { type: 'Wine' as const, giftCard: null };
  // Obtuse Petite Sirah: $45 retail, $38 promotion, $36 club price.
  const promoted = { price: 4500, addToCartPrice: 3800, actionMessage: null, comparePrice: null };
  const plain = { price: 4500, addToCartPrice: 4500, actionMessage: null, comparePrice: null };
  // A promotion deeper than the club price ($28 against $36).
  const deep = { price: 4500, addToCartPrice: 2800, actionMessage: 'Sale', comparePrice: null };
  it.each([
    ['anonymous', false, 'promotion', promoted, false, 3800, 'promotion'],
    ['anonymous', false, 'promotion', promoted, true, 3800, 'promotion'],
    ['anonymous', false, 'no promotion', plain, false, 4500, 'club'],
    ['anonymous', false, 'no promotion', plain, true, 4500, 'retail'],
    ['member', true, 'promotion above the club price', promoted, false, 3600, 'club'],
    ['member', true, 'promotion, club price hidden', promoted, true, 3800, 'promotion'],
    ['member', true, 'promotion below the club price', deep, false, 2800, 'promotion'],
    ['member', true, 'deep promotion, club price hidden', deep, true, 2800, 'promotion'],
    ['member', true, 'no promotion', plain, false, 3600, 'club'],
    ['member', true, 'no promotion, club price hidden', plain, true, 4500, 'retail'],
  ] as const)(
    '%s, %s (hideClubPrice %s) pays %i shown as %s',
    (_who, member, _case, variant, hideClubPrice, pays, kind) => {
      const viewer = { isActiveClubMember: member, hideClubPrice };
      const display = priceDisplay(variant, viewer);
      expect(display.kind).toBe(kind);
      expect(shownPrice(display, member)).toBe(pays);
      expect(chargedPrice(variant, viewer)).toBe(pays);
      expect(unitPrice({ ...wine, hideClubPrice }, variant, member).price).toBe(pays);
    },
  );

  it('a per-customer addToCartPrice already at the club price shows as the member price', () => {
    const answered = { ...promoted, addToCartPrice: 3600 };
    expect(priceDisplay(answered, member)).toEqual({
      kind: 'club',
      retailPrice: 4500,
      clubPrice: 3600,
      label: null,
    });
  });
});

describe('promotionPriceOf: the one promotion rule', () => {
  it.each([
    ['addToCartPrice below price', { price: 6000, addToCartPrice: 4800 }, 4800],
    ['addToCartPrice equal to price', { price: 6000, addToCartPrice: 6000 }, null],
    ['addToCartPrice above price', { price: 6000, addToCartPrice: 7000 }, null],
    ['no addToCartPrice', { price: 6000 }, null],
    ['a null addToCartPrice', { price: 6000, addToCartPrice: null }, null],
    ['free as a promotion', { price: 6000, addToCartPrice: 0 }, 0],
  ])('%s', (_case, variant, expected) => expect(promotionPriceOf(variant)).toBe(expected));
});
