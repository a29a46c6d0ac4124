import { describe, expect, it } from 'vitest';
import type { Product } from '../lib/commerce/entities';
import { memberDiscountApplies, orderTotals, unitPrice } from './pricing';

type PricedProduct = Pick<Product, 'giftCard' | 'type' | 'hideClubPrice'>;
const wine: PricedProduct = { type: 'Wine', giftCard: null, hideClubPrice: null };
const giftCard: PricedProduct = {
  type: 'Gift Card',
  giftCard: { type: 'Virtual' },
  hideClubPrice: true,
};
const hidden: PricedProduct = { type: 'Event Ticket', giftCard: null, hideClubPrice: true };

describe('unitPrice', () => {
  it.each([
    ['retail, anonymous', wine, { price: 4500 }, false, { price: 4500, comparePrice: null }],
    [
      'retail with a higher compare price',
      wine,
      { price: 4500, comparePrice: 5000 },
      false,
      { price: 4500, comparePrice: 5000 },
    ],
    [
      'compare price not above price is dropped',
      wine,
      { price: 4500, comparePrice: 4500 },
      false,
      { price: 4500, comparePrice: null },
    ],
    [
      'promotion, anonymous',
      wine,
      { price: 4800, addToCartPrice: 3900 },
      false,
      { price: 3900, comparePrice: 4800 },
    ],
    [
      'promotion wins for a member',
      wine,
      { price: 4800, addToCartPrice: 3900 },
      true,
      { price: 3900, comparePrice: 4800 },
    ],
    [
      'addToCartPrice not below price is no promotion',
      wine,
      { price: 4800, addToCartPrice: 4800 },
      false,
      { price: 4800, comparePrice: null },
    ],
    ['member price', wine, { price: 9500 }, true, { price: 7600, comparePrice: 9500 }],
    [
      'member price rounds to the cent',
      wine,
      { price: 4599 },
      true,
      { price: 3679, comparePrice: 4599 },
    ],
    [
      'no member price on gift cards',
      giftCard,
      { price: 10000 },
      true,
      { price: 10000, comparePrice: null },
    ],
    [
      'no member price where the club price is hidden',
      hidden,
      { price: 12500 },
      true,
      { price: 12500, comparePrice: null },
    ],
  ] as const)('%s', (_name, product, variant, member, expected) => {
    expect(unitPrice(product, variant, member)).toEqual(expected);
  });

  it('knows where the member discount applies', () => {
    expect(memberDiscountApplies(wine)).toBe(true);
    expect(memberDiscountApplies(giftCard)).toBe(false);
  });
});

describe('orderTotals', () => {
  it.each([
    [
      'flat shipping and 8.25% tax',
      [{ price: 2800, quantity: 3, ships: true }],
      false,
      { subTotal: 8400, shipTotal: 1500, taxTotal: 693, total: 10593 },
    ],
    [
      'members ship free',
      [{ price: 7600, quantity: 1, ships: true }],
      true,
      { subTotal: 7600, shipTotal: 0, taxTotal: 627, total: 8227 },
    ],
    [
      'nothing to ship, no shipping',
      [{ price: 5000, quantity: 2, ships: false }],
      false,
      { subTotal: 10000, shipTotal: 0, taxTotal: 825, total: 10825 },
    ],
    [
      'tax rounds to the nearest cent',
      [
        { price: 1000, quantity: 1, ships: true },
        { price: 6, quantity: 1, ships: false },
      ],
      false,
      { subTotal: 1006, shipTotal: 1500, taxTotal: 83, total: 2589 },
    ],
  ] as const)('%s', (_name, lines, member, expected) => {
    expect(orderTotals(lines, member)).toEqual(expected);
  });
});
