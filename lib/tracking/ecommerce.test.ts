import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/lib/commerce/entities';
import {
  cartChanges,
  lineItem,
  listOf,
  productItem,
  purchaseOf,
  shownUnitPrice,
  valueOf,
  withValue,
} from './ecommerce';

const line = (sku: string, quantity: number, price = 6500): CartItem => ({
  sku,
  productTitle: `Wine ${sku}`,
  variantTitle: '750 ml',
  quantity,
  price,
});

describe('GA4 item shape', () => {
  it('a product item: id, name, dollars, quantity, brand, category, variant', () => {
    expect(
      productItem(
        {
          title: 'Apex Cabernet Sauvignon 2022',
          type: 'Wine',
          variants: [{ id: 'v', sku: 'APX', title: '750 ml', price: 6500, inventory: [] }],
        },
        { sku: 'APX', unitPriceCents: 5200, brand: 'Isosceles' },
      ),
    ).toEqual({
      item_id: 'APX',
      item_name: 'Apex Cabernet Sauvignon 2022',
      price: 52,
      quantity: 1,
      item_brand: 'Isosceles',
      item_category: 'Wine',
      item_variant: '750 ml',
    });
  });

  it('leaves out what is not known (no empty brand or variant)', () => {
    expect(Object.keys(lineItem({ ...line('A', 1), variantTitle: null })).sort()).toEqual([
      'item_id',
      'item_name',
      'price',
      'quantity',
    ]);
    expect(
      Object.keys(
        productItem(
          { title: 'Gift Card', type: 'Gift Card', variants: [] },
          { sku: 'GC-50', unitPriceCents: 5000, brand: '' },
        ),
      ).sort(),
    ).toEqual(['item_category', 'item_id', 'item_name', 'price', 'quantity']);
  });

  it('value is price x quantity in dollars, to the cent', () => {
    const items = [
      { item_id: 'A', item_name: 'A', price: 19.99, quantity: 3 },
      { item_id: 'B', item_name: 'B', price: 0.1, quantity: 2 },
    ];
    expect(valueOf(items)).toBe(60.17);
    expect(withValue(items)).toEqual({ currency: 'USD', value: 60.17, items });
  });

  it('a list numbers its items from 0 under its name', () => {
    const items = [
      { item_id: 'A', item_name: 'A', price: 1, quantity: 1 },
      { item_id: 'B', item_name: 'B', price: 1, quantity: 1 },
    ];
    expect(
      listOf('All Wines', items).items.map((item) => [item.item_list_name, item.index]),
    ).toEqual([
      ['All Wines', 0],
      ['All Wines', 1],
    ]);
  });
});

describe('cart changes (addToCart / removeFromCart)', () => {
  it.each([
    ['first add', null, [line('A', 1)], [['A', 1]], []],
    ['one more', [line('A', 1)], [line('A', 3)], [['A', 2]], []],
    ['fewer', [line('A', 3)], [line('A', 1)], [], [['A', 2]]],
    ['removed', [line('A', 2), line('B', 1)], [line('B', 1)], [], [['A', 2]]],
    ['nothing changed', [line('A', 2)], [line('A', 2)], [], []],
    ['cart gone', [line('A', 2)], null, [], [['A', 2]]],
  ] as const)('%s', (_name, before, after, added, removed) => {
    const changes = cartChanges(
      before ? { items: [...before] } : null,
      after ? { items: [...after] } : null,
    );
    expect(changes.added.map((item) => [item.item_id, item.quantity])).toEqual(added);
    expect(changes.removed.map((item) => [item.item_id, item.quantity])).toEqual(removed);
  });
});

describe('purchase', () => {
  it('transaction id, goods value, tax and shipping in dollars, the lines as items', () => {
    expect(
      purchaseOf({
        id: 'o-7',
        items: [line('A', 2)],
        subTotal: 13000,
        taxTotal: 1073,
        shipTotal: 1500,
      }),
    ).toEqual({
      transaction_id: 'o-7',
      currency: 'USD',
      value: 130,
      tax: 10.73,
      shipping: 15,
      items: [
        { item_id: 'A', item_name: 'Wine A', item_variant: '750 ml', price: 65, quantity: 2 },
      ],
    });
  });
});

describe('the price a viewer is shown', () => {
  it.each([
    ['retail for a visitor', { price: 5000 }, false, false, 5000],
    ['member price for a member', { price: 5000 }, true, false, 4000],
    ['retail when the club price is hidden', { price: 5000 }, true, true, 5000],
    ['a promotion for everyone', { price: 5000, addToCartPrice: 4500 }, false, false, 4500],
  ])('%s', (_name, variant, isActiveClubMember, hideClubPrice, expected) => {
    expect(shownUnitPrice(variant, { isActiveClubMember, hideClubPrice })).toBe(expected);
  });
});
