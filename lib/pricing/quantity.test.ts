import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  canSubmitAdd,
  cartQuantity,
  clampTypedQuantity,
  decrementOutcome,
  incremented,
  isBlockedQuantityKey,
  quantityLimitOf,
  quantityInCart,
  withLineQuantity,
} from './quantity';
import type { Cart } from '../commerce/entities';

describe('quantityLimitOf (99 or the variant maxQuantityPerCart)', () => {
  it.each([
    [{}, 99],
    [{ maxQuantityPerCart: null }, 99],
    [{ maxQuantityPerCart: 6 }, 6],
    [{ maxQuantityPerCart: 0 }, 99],
    [{ maxQuantityPerCart: -3 }, 99],
    [{ maxQuantityPerCart: 2.5 }, 99],
    [{ maxQuantityPerCart: 150 }, 150],
  ])('%j -> %i', (variant, limit) => expect(quantityLimitOf(variant)).toBe(limit));
});

describe('clampTypedQuantity (typed input clamped to 1..limit)', () => {
  it.each([
    ['3', 99, 3],
    ['0', 99, 1],
    ['-4', 99, 1],
    ['100', 99, 99],
    ['7', 6, 6],
    ['6', 6, 6],
    ['1', 6, 1],
    [' 12 ', 99, 12],
    ['2.7', 99, 2],
    ['', 99, null],
    ['   ', 99, null],
  ])('%j with limit %i -> %j', (raw, limit, expected) =>
    expect(clampTypedQuantity(raw, limit)).toBe(expected),
  );
  it('keeps something that is not a number as NaN', () =>
    expect(clampTypedQuantity('abc', 99)).toBeNaN());
});

describe('isBlockedQuantityKey (keys e and minus blocked)', () => {
  it.each([
    ['e', true],
    ['E', true],
    ['-', true],
    ['1', false],
    ['Backspace', false],
    ['ArrowUp', false],
  ])('%s -> %s', (key, blocked) => expect(isBlockedQuantityKey(key)).toBe(blocked));
});

describe('canSubmitAdd (when the add button is disabled)', () => {
  it.each([
    ['a valid quantity', { quantity: 1, limit: 99, inCart: 0 }, true],
    ['empty', { quantity: null, limit: 99, inCart: 0 }, false],
    ['not a number', { quantity: Number.NaN, limit: 99, inCart: 0 }, false],
    ['above the limit', { quantity: 7, limit: 6, inCart: 0 }, false],
    ['at the limit', { quantity: 6, limit: 6, inCart: 0 }, true],
    ['in cart plus new exceeds the limit', { quantity: 2, limit: 6, inCart: 5 }, false],
    ['in cart plus new equals the limit', { quantity: 1, limit: 6, inCart: 5 }, true],
    ['cart already full', { quantity: 1, limit: 99, inCart: 99 }, false],
    ['zero', { quantity: 0, limit: 99, inCart: 0 }, false],
    [
      'multiplier pushes over the limit',
      { quantity: 2, limit: 6, inCart: 0, multiplier: 4 },
      false,
    ],
    ['multiplier within the limit', { quantity: 1, limit: 6, inCart: 0, multiplier: 6 }, true],
  ])('%s', (_name, check, expected) => expect(canSubmitAdd(check)).toBe(expected));
});

describe('plus and minus', () => {
  it.each([
    [1, 99, true],
    [98, 99, true],
    [99, 99, false],
    [6, 6, false],
    [null, 6, true],
  ])('plus at %j with limit %i enabled: %s', (quantity, limit, enabled) =>
    expect(canIncrement(quantity, limit)).toBe(enabled),
  );

  it.each([
    [2, 'add', true],
    [1, 'add', false],
    [1, 'update', true],
    [0, 'update', false],
    [null, 'add', false],
  ] as const)('minus at %j in %s mode enabled: %s', (quantity, mode, enabled) =>
    expect(canDecrement(quantity, mode)).toBe(enabled),
  );

  it.each([
    [1, 99, 2],
    [98, 99, 99],
    [99, 99, 99],
    [null, 99, 1],
  ])('plus from %j with limit %i gives %i', (quantity, limit, next) =>
    expect(incremented(quantity, limit)).toBe(next),
  );
});

describe('decrementOutcome (minus at 1 removes, above 1 submits in update mode)', () => {
  it.each([
    [1, 'update', { kind: 'remove' }],
    [2, 'update', { kind: 'submit', quantity: 1 }],
    [5, 'update', { kind: 'submit', quantity: 4 }],
    [0, 'update', { kind: 'none' }],
    [2, 'add', { kind: 'edit', quantity: 1 }],
    [1, 'add', { kind: 'none' }],
    [5, 'add', { kind: 'edit', quantity: 4 }],
  ] as const)('%i in %s mode', (quantity, mode, outcome) =>
    expect(decrementOutcome(quantity, mode)).toEqual(outcome),
  );
});

describe('cartQuantity (multiplier default 1)', () => {
  it.each([
    [3, undefined, 3],
    [3, 1, 3],
    [2, 6, 12],
  ])('%i x %j = %i', (quantity, multiplier, expected) =>
    expect(cartQuantity(quantity, multiplier)).toBe(expected),
  );
});

const cart: Cart = {
  id: 'c1',
  items: [
    { sku: 'A', productTitle: 'A wine', quantity: 2, price: 1000 },
    { sku: 'B', productTitle: 'B wine', quantity: 1, price: 2500, comparePrice: 3000 },
  ],
  subTotal: 4500,
  total: 4500,
};

describe('withLineQuantity', () => {
  it.each([
    ['raises a line', 'A', 3, [3, 1], 5500],
    ['lowers a line', 'A', 1, [1, 1], 3500],
    ['removes a line at 0', 'A', 0, [1], 2500],
    ['leaves an unknown sku alone', 'Z', 4, [2, 1], 4500],
  ])('%s', (_name, sku, quantity, quantities, total) => {
    const next = withLineQuantity(cart, sku, quantity);
    expect(next.items.map((item) => item.quantity)).toEqual(quantities);
    expect(next.total).toBe(total);
    expect(next.subTotal).toBe(total);
  });
  it('does not change the cart it was given', () => {
    withLineQuantity(cart, 'A', 0);
    expect(cart.items).toHaveLength(2);
  });
});

describe('quantityInCart', () => {
  it.each([
    [cart, 'A', 2],
    [cart, 'Z', 0],
    [null, 'A', 0],
  ])('%#', (c, sku, n) => expect(quantityInCart(c, sku)).toBe(n));
});
