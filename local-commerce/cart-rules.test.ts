import { describe, expect, it } from 'vitest';
import type { Product } from '../lib/commerce/entities';
import { memberDiscountApplies, unitPrice } from './cart-rules';

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
      'a member pays the club price when it is below the promotion',
      wine,
      { price: 4500, addToCartPrice: 3800 },
      true,
      { price: 3600, comparePrice: 4500 },
    ],
    [
      'a member pays the promotion when it is below the club price',
      wine,
      { price: 4800, addToCartPrice: 3000 },
      true,
      { price: 3000, comparePrice: 4800 },
    ],
    [
      'a promotion still applies where the club price is hidden',
      hidden,
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
