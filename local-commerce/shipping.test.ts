import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_GROUND_SHIPPING_MIN_BOTTLES } from '../lib/constants';
import {
  chargeKind,
  type ChargeableLine,
  orderTotals,
  shippingRefusal,
  STATES_NOT_RECEIVING_WINE,
} from './shipping';

const wine = (price: number, quantity: number): ChargeableLine => ({
  price,
  quantity,
  ships: true,
  isWine: true,
  taxable: true,
});
const goods = (price: number, quantity: number): ChargeableLine => ({
  price,
  quantity,
  ships: true,
  isWine: false,
  taxable: true,
});
const giftCard = (price: number): ChargeableLine => ({
  price,
  quantity: 1,
  ships: false,
  isWine: false,
  taxable: false,
});
const ticket = (price: number, quantity: number): ChargeableLine => ({
  price,
  quantity,
  ships: false,
  isWine: false,
  taxable: true,
});

describe('chargeKind', () => {
  it.each([
    ['wine', { type: 'Wine', giftCard: null }, { ships: true, isWine: true, taxable: true }],
    [
      'merchandise',
      { type: 'General Merchandise', giftCard: null },
      { ships: true, isWine: false, taxable: true },
    ],
    [
      'virtual gift card',
      { type: 'Gift Card', giftCard: { type: 'Virtual' } },
      { ships: false, isWine: false, taxable: false },
    ],
    [
      'event ticket',
      { type: 'Event Ticket', giftCard: null },
      { ships: false, isWine: false, taxable: true },
    ],
  ] as const)('%s', (_name, product, expected) => {
    expect(chargeKind(product)).toEqual(expected);
  });
});

describe('orderTotals', () => {
  it("free shipping starts at the bottle count the site's banner promises", () => {
    const banner = readFileSync('content/pencil-banner/20-free-shipping.json', 'utf8');
    expect(banner).toContain(
      `Complimentary ground shipping on ${FREE_GROUND_SHIPPING_MIN_BOTTLES} bottles or more`,
    );
  });

  it.each([
    [
      'flat ground shipping below 6 bottles, 8.25% tax',
      [wine(2800, 3)],
      false,
      { subTotal: 8400, shipTotal: 1500, taxTotal: 693, total: 10593 },
    ],
    [
      '5 bottles still pay shipping',
      [wine(5000, 5)],
      false,
      { subTotal: 25000, shipTotal: 1500, taxTotal: 2063, total: 28563 },
    ],
    [
      '6 bottles ship free',
      [wine(5000, 6)],
      false,
      { subTotal: 30000, shipTotal: 0, taxTotal: 2475, total: 32475 },
    ],
    [
      '6 bottles across lines ship free',
      [wine(5000, 4), wine(3000, 2)],
      false,
      { subTotal: 26000, shipTotal: 0, taxTotal: 2145, total: 28145 },
    ],
    [
      'merchandise does not count as bottles',
      [wine(5000, 5), goods(1800, 3)],
      false,
      { subTotal: 30400, shipTotal: 1500, taxTotal: 2508, total: 34408 },
    ],
    [
      'members ship free',
      [wine(7600, 1)],
      true,
      { subTotal: 7600, shipTotal: 0, taxTotal: 627, total: 8227 },
    ],
    [
      'a virtual gift card alone: no shipping, no tax',
      [giftCard(10000)],
      false,
      { subTotal: 10000, shipTotal: 0, taxTotal: 0, total: 10000 },
    ],
    [
      'a gift card beside wine: the wine ships and is taxed, the card is not',
      [giftCard(10000), wine(4000, 1)],
      false,
      { subTotal: 14000, shipTotal: 1500, taxTotal: 330, total: 15830 },
    ],
    [
      'event tickets: taxed, never shipped',
      [ticket(12500, 2)],
      false,
      { subTotal: 25000, shipTotal: 0, taxTotal: 2063, total: 27063 },
    ],
    [
      'tax rounds once, to the nearest cent',
      [wine(1000, 1), ticket(6, 1)],
      false,
      { subTotal: 1006, shipTotal: 1500, taxTotal: 83, total: 2589 },
    ],
  ] as const)('%s', (_name, lines, member, expected) => {
    expect(orderTotals(lines, member)).toEqual(expected);
  });
});

describe('shippingRefusal', () => {
  it.each([
    ['wine to California', [wine(4000, 1)], 'CA', null],
    [
      'wine to Utah',
      [wine(4000, 1)],
      'UT',
      'Sorry, we cannot ship wine to Utah. Please choose a shipping address in another state.',
    ],
    [
      'wine beside goods to Mississippi',
      [goods(1800, 1), wine(4000, 1)],
      'MS',
      'Sorry, we cannot ship wine to Mississippi. Please choose a shipping address in another state.',
    ],
    ['goods alone to Utah', [goods(1800, 2)], 'UT', null],
    ['a gift card alone to Utah', [giftCard(5000)], 'UT', null],
  ] as const)('%s', (_name, lines, state, expected) => {
    expect(shippingRefusal(lines, state)).toBe(expected);
  });

  it('refuses only known state codes', () => {
    for (const code of STATES_NOT_RECEIVING_WINE) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
