import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../lib/commerce/entities';
import {
  eventIsOver,
  isValidUser,
  MESSAGES,
  quantityLimit,
  unavailableReason,
  type Viewer,
  withEventStatus,
} from './availability';

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  customerId: 'c1',
  isActiveClubMember: false,
  tags: [],
  ...overrides,
});

describe('isValidUser', () => {
  const member = viewer({ isActiveClubMember: true });
  const allocationTag = viewer({ tags: ['allocation'] });
  const trade = viewer({ tags: ['Trade'] });
  const plain = viewer();
  it.each([
    ['Public', null, null, true],
    ['Public', null, plain, true],
    ['Club', null, null, false],
    ['Club', null, plain, false],
    ['Club', null, member, true],
    ['Allocation', null, null, false],
    ['Allocation', null, member, true],
    ['Allocation', null, allocationTag, true],
    ['Allocation', null, trade, false],
    ['Tag', 'Trade', trade, true],
    ['Tag', 'Trade', member, false],
    ['Tag', 'Trade', null, false],
    ['Tag', null, trade, false],
  ] as const)('%s (tag %s) for %j -> %s', (availableTo, tagTitle, who, expected) => {
    expect(isValidUser({ security: { availableTo, tagTitle } }, who)).toBe(expected);
  });
});

describe('unavailableReason', () => {
  type P = Pick<Product, 'webStatus' | 'soldOut' | 'giftCard'>;
  type V = Pick<Variant, 'inventoryPolicy' | 'inventory'>;
  const available: P = { webStatus: 'Available', soldOut: null, giftCard: null };
  const stock = (count: number, location = 'WH-NAPA'): V['inventory'] => [
    { inventoryLocationId: location, availableForSaleCount: count },
  ];
  it.each<[string, P, V, number, string | null]>([
    ['in stock', available, { inventoryPolicy: 'Dont Sell', inventory: stock(5) }, 5, null],
    [
      'short of stock',
      available,
      { inventoryPolicy: 'Dont Sell', inventory: stock(5) },
      6,
      'Sorry, only 5 of this item are available',
    ],
    [
      'one left',
      available,
      { inventoryPolicy: 'Dont Sell', inventory: stock(1) },
      2,
      'Sorry, only 1 of this item is available',
    ],
    [
      'none left',
      available,
      { inventoryPolicy: 'Dont Sell', inventory: stock(0) },
      1,
      MESSAGES.noLongerAvailable,
    ],
    [
      'stock only elsewhere',
      available,
      { inventoryPolicy: 'Dont Sell', inventory: stock(9, 'WH-PASO') },
      1,
      MESSAGES.noLongerAvailable,
    ],
    [
      'no inventory data',
      available,
      { inventoryPolicy: null, inventory: [] },
      1,
      MESSAGES.noLongerAvailable,
    ],
    ['back order', available, { inventoryPolicy: 'Back Order', inventory: stock(-3) }, 4, null],
    [
      'virtual gift card',
      { ...available, giftCard: { type: 'Virtual' } },
      { inventoryPolicy: null, inventory: [] },
      3,
      null,
    ],
    [
      'soldOut flag',
      { ...available, soldOut: true },
      { inventoryPolicy: 'Dont Sell', inventory: stock(50) },
      1,
      MESSAGES.noLongerAvailable,
    ],
    [
      'Not Available',
      { ...available, webStatus: 'Not Available' },
      { inventoryPolicy: 'Back Order', inventory: [] },
      1,
      MESSAGES.notOnWeb,
    ],
    [
      'Retired',
      { ...available, webStatus: 'Retired' },
      { inventoryPolicy: 'Back Order', inventory: [] },
      1,
      MESSAGES.notOnWeb,
    ],
  ])('%s', (_name, product, variant, quantity, expected) => {
    expect(unavailableReason(product, variant, quantity, 'WH-NAPA')).toBe(expected);
  });
});

describe('quantityLimit', () => {
  it.each([
    [undefined, 99],
    [null, 99],
    [0, 99],
    [6, 6],
  ])('maxQuantityPerCart %s -> %i', (maxQuantityPerCart, expected) => {
    expect(quantityLimit({ maxQuantityPerCart })).toBe(expected);
  });
});

describe('event tickets stop selling after their event date', () => {
  const ticket = {
    type: 'Event Ticket' as const,
    eventDate: '2026-10-10',
    webStatus: 'Available' as const,
    soldOut: null,
    giftCard: null,
  };
  const stocked = {
    inventoryPolicy: 'Dont Sell' as const,
    inventory: [{ inventoryLocationId: 'WH', availableForSaleCount: 40 }],
  };
  it.each([
    ['the week before', '2026-10-03T12:00:00Z', false],
    ['on the day itself', '2026-10-10T23:59:59Z', false],
    ['the day after', '2026-10-11T00:00:00Z', true],
    ['a month later', '2026-11-23T09:00:00Z', true],
  ])('%s', (_name, now, over) => {
    const at = new Date(now);
    expect(eventIsOver(ticket, at)).toBe(over);
    expect(withEventStatus(ticket, at).webStatus).toBe(over ? 'Not Available' : 'Available');
    expect(unavailableReason(ticket, stocked, 1, 'WH', at)).toBe(over ? MESSAGES.eventOver : null);
  });

  it('leaves other products and undated tickets alone', () => {
    const later = new Date('2030-01-01T00:00:00Z');
    expect(eventIsOver({ ...ticket, type: 'Wine' }, later)).toBe(false);
    expect(eventIsOver({ ...ticket, eventDate: null }, later)).toBe(false);
  });
});
