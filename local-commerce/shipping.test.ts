import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_GROUND_SHIPPING_MIN_BOTTLES } from '../lib/constants';
import { US_STATES } from '../lib/checkout/us-states';
import { STATE_RATES } from './seed/state-rates';
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
      'CA: $12 ground shipping below 6 bottles, 7.25% tax',
      [wine(2800, 3)],
      false,
      'CA',
      { stateCode: 'CA', subTotal: 8400, shipTotal: 1200, taxTotal: 609, total: 10209 },
    ],
    [
      'Texas: $21 shipping, 6.25% tax',
      [wine(2800, 3)],
      false,
      'TX',
      { stateCode: 'TX', subTotal: 8400, shipTotal: 2100, taxTotal: 525, total: 11025 },
    ],
    [
      'New York: $24 shipping, 4% tax',
      [wine(2800, 3)],
      false,
      'NY',
      { stateCode: 'NY', subTotal: 8400, shipTotal: 2400, taxTotal: 336, total: 11136 },
    ],
    [
      'Oregon: $15 shipping, no sales tax',
      [wine(2800, 3)],
      false,
      'OR',
      { stateCode: 'OR', subTotal: 8400, shipTotal: 1500, taxTotal: 0, total: 9900 },
    ],
    [
      'Alaska: $39 shipping, no sales tax',
      [wine(2800, 3)],
      false,
      'AK',
      { stateCode: 'AK', subTotal: 8400, shipTotal: 3900, taxTotal: 0, total: 12300 },
    ],
    [
      'no state yet: the estimate for the home state',
      [wine(2800, 3)],
      false,
      undefined,
      { stateCode: 'CA', subTotal: 8400, shipTotal: 1200, taxTotal: 609, total: 10209 },
    ],
    [
      '5 bottles still pay shipping',
      [wine(5000, 5)],
      false,
      'CA',
      { stateCode: 'CA', subTotal: 25000, shipTotal: 1200, taxTotal: 1813, total: 28013 },
    ],
    [
      '6 bottles ship free',
      [wine(5000, 6)],
      false,
      'NY',
      { stateCode: 'NY', subTotal: 30000, shipTotal: 0, taxTotal: 1200, total: 31200 },
    ],
    [
      '6 bottles across lines ship free',
      [wine(5000, 4), wine(3000, 2)],
      false,
      'CA',
      { stateCode: 'CA', subTotal: 26000, shipTotal: 0, taxTotal: 1885, total: 27885 },
    ],
    [
      'merchandise does not count as bottles',
      [wine(5000, 5), goods(1800, 3)],
      false,
      'WA',
      { stateCode: 'WA', subTotal: 30400, shipTotal: 1500, taxTotal: 1976, total: 33876 },
    ],
    [
      'members ship free',
      [wine(7600, 1)],
      true,
      'NY',
      { stateCode: 'NY', subTotal: 7600, shipTotal: 0, taxTotal: 304, total: 7904 },
    ],
    [
      'a virtual gift card alone: no shipping, no tax',
      [giftCard(10000)],
      false,
      'NY',
      { stateCode: 'CA', subTotal: 10000, shipTotal: 0, taxTotal: 0, total: 10000 },
    ],
    [
      'a gift card beside wine: the wine ships and is taxed, the card is not',
      [giftCard(10000), wine(4000, 1)],
      false,
      'CA',
      { stateCode: 'CA', subTotal: 14000, shipTotal: 1200, taxTotal: 290, total: 15490 },
    ],
    [
      'event tickets: taxed where the winery is, never shipped',
      [ticket(12500, 2)],
      false,
      'NY',
      { stateCode: 'CA', subTotal: 25000, shipTotal: 0, taxTotal: 1813, total: 26813 },
    ],
    [
      'tax rounds once, to the nearest cent',
      [wine(1000, 1), ticket(6, 1)],
      false,
      'TX',
      { stateCode: 'TX', subTotal: 1006, shipTotal: 2100, taxTotal: 63, total: 3169 },
    ],
  ] as const)('%s', (_name, lines, member, stateCode, expected) => {
    expect(orderTotals(lines, member, stateCode)).toEqual(expected);
  });
});

describe('state rates', () => {
  it('has shipping and tax for every state the checkout offers, and nothing else', () => {
    expect(Object.keys(STATE_RATES).sort()).toEqual(US_STATES.map((state) => state.value).sort());
    for (const rate of Object.values(STATE_RATES)) {
      expect(Number.isInteger(rate.shippingCents) && rate.shippingCents > 0).toBe(true);
      expect(rate.taxBasisPoints).toBeGreaterThanOrEqual(0);
      expect(rate.taxBasisPoints).toBeLessThan(1000);
    }
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
