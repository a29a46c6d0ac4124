import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSchema, type Product } from '../commerce/entities';
import { relatedProducts, relatedness } from './related-products';

const LOCATION = 'WH-NAPA';

interface Facts {
  collections?: string[];
  varietal?: string;
  stock?: number;
  availableTo?: 'Public' | 'Club';
  isValidUser?: boolean;
  webStatus?: 'Available' | 'Not Available';
  soldOut?: boolean;
}

const product = (slug: string, facts: Facts = {}): Product =>
  v.parse(ProductSchema, {
    id: slug,
    slug,
    title: slug,
    type: 'Wine',
    webStatus: facts.webStatus ?? 'Available',
    soldOut: facts.soldOut ?? false,
    collections: facts.collections ?? ['red-wines'],
    wine: facts.varietal ? { varietal: facts.varietal } : null,
    security: { availableTo: facts.availableTo ?? 'Public', isValidUser: facts.isValidUser },
    variants: [
      {
        id: `${slug}-v`,
        sku: `SKU-${slug}`,
        title: '750 ml',
        price: 4000,
        inventoryPolicy: 'Dont Sell',
        inventory:
          facts.stock === undefined || facts.stock >= 0
            ? [{ inventoryLocationId: LOCATION, availableForSaleCount: facts.stock ?? 10 }]
            : [],
      },
    ],
  });

const ANONYMOUS = { isLoggedIn: false };
const MEMBER = { isLoggedIn: true };
const slugs = (products: Product[]) => products.map(({ slug }) => slug);

describe('relatedness', () => {
  const syrah = product('syrah', { collections: ['red-wines'], varietal: 'Syrah' });
  it.each<[string, Product, number]>([
    ['same collection and varietal', product('o', { varietal: 'syrah ' }), 2],
    ['same collection only', product('o', { varietal: 'Merlot' }), 1],
    ['same varietal only', product('o', { collections: ['library-wines'], varietal: 'Syrah' }), 1],
    ['neither', product('o', { collections: ['white-wines'], varietal: 'Viognier' }), 0],
    ['no varietal on either side', product('o', { collections: ['gifts'] }), 0],
  ])('%s', (_name, other, score) => {
    expect(relatedness(syrah, other)).toBe(score);
  });
});

describe('relatedProducts (same collection or varietal, buyable, at most four)', () => {
  const page = product('page', { collections: ['red-wines'], varietal: 'Syrah' });
  it.each<[string, Product[], { isLoggedIn: boolean }, string[]]>([
    ['leaves out the product itself', [page, product('a')], ANONYMOUS, ['a']],
    [
      'closest first, catalogue order among equals',
      [
        product('merlot', { varietal: 'Merlot' }),
        product('old-syrah', { collections: ['library-wines'], varietal: 'Syrah' }),
        product('syrah-b', { varietal: 'Syrah' }),
        product('white', { collections: ['white-wines'], varietal: 'Viognier' }),
      ],
      ANONYMOUS,
      ['syrah-b', 'merlot', 'old-syrah'],
    ],
    [
      'at most four',
      ['a', 'b', 'c', 'd', 'e'].map((slug) => product(slug)),
      ANONYMOUS,
      ['a', 'b', 'c', 'd'],
    ],
    [
      'members-only for an anonymous visitor',
      [product('club', { availableTo: 'Club' })],
      ANONYMOUS,
      [],
    ],
    [
      'members-only for a member the service allows',
      [product('club', { availableTo: 'Club', isValidUser: true })],
      MEMBER,
      ['club'],
    ],
    [
      'restricted for a customer the service refuses',
      [product('club', { availableTo: 'Club', isValidUser: false })],
      MEMBER,
      [],
    ],
    ['not available on the web', [product('na', { webStatus: 'Not Available' })], ANONYMOUS, []],
    ['sold out', [product('gone', { soldOut: true })], ANONYMOUS, []],
    ['no stock data at the shipping location', [product('none', { stock: -1 })], ANONYMOUS, []],
    [
      'an unrelated product is never filler',
      [product('white', { collections: ['white-wines'], varietal: 'Viognier' })],
      ANONYMOUS,
      [],
    ],
  ])('%s', (_name, catalog, viewer, expected) => {
    expect(slugs(relatedProducts(page, catalog, viewer, LOCATION))).toEqual(expected);
  });
});
