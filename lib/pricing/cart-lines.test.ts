import { describe, expect, it } from 'vitest';
import { quantityInCart, withLineQuantity } from './cart-lines';
import type { Cart } from '../commerce/entities';

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
