import { describe, expect, it } from 'vitest';
import type { Product } from '../commerce/entities';
import {
  type BrowseState,
  DEFAULT_BROWSE,
  browseQuery,
  browseSegment,
  browseStateOfQuery,
  browseStateOfSegment,
  collectionViewPath,
  filterOptions,
  isRefined,
  knownBrowseState,
  pageLinks,
  pageOfList,
  slugOf,
  sortAndFilter,
} from './collection-browse';

const LOCATION = 'WH-NAPA';

function product(
  slug: string,
  facts: {
    price?: number;
    vintage?: number;
    varietal?: string;
    type?: Product['type'];
    stock?: number;
  },
): Product {
  return {
    id: slug,
    slug,
    title: slug.replace(/-/g, ' '),
    type: facts.type ?? 'Wine',
    webStatus: 'Available',
    adminStatus: 'Available',
    images: [],
    security: { availableTo: 'Public' },
    collections: [],
    wine:
      facts.varietal || facts.vintage ? { varietal: facts.varietal, vintage: facts.vintage } : null,
    variants:
      facts.price === undefined
        ? []
        : [
            {
              id: `${slug}-v`,
              sku: `${slug}-sku`,
              title: '750 ml',
              price: facts.price,
              inventoryPolicy: 'Dont Sell',
              inventory: [
                { inventoryLocationId: LOCATION, availableForSaleCount: facts.stock ?? 10 },
              ],
            },
          ],
  } as Product;
}

const CATALOGUE = [
  product('zinfandel-2020', { price: 4200, vintage: 2020, varietal: 'Zinfandel' }),
  product('apex-cabernet-2022', { price: 6800, vintage: 2022, varietal: 'Cabernet Sauvignon' }),
  product('rose-2023', { price: 2400, vintage: 2023, varietal: 'Grenache Rosé', stock: -1 }),
  product('gift-card', { price: 10000, type: 'Gift Card' }),
  product('library-cabernet-2012', { vintage: 2012, varietal: 'Cabernet Sauvignon' }),
  product('corkscrew', { price: 2400, type: 'General Merchandise' }),
];
// On promotion: $80 retail, $40 to pay; sorted and filtered as $40.
const PROMOTED = product('promoted-syrah-2021', { price: 8000, vintage: 2021, varietal: 'Syrah' });
PROMOTED.variants[0]!.addToCartPrice = 4000;

const state = (values: Partial<BrowseState>): BrowseState => ({ ...DEFAULT_BROWSE, ...values });
const slugs = (products: Product[]) => products.map((p) => p.slug);

describe('browseStateOfQuery: anything unknown falls back to its default', () => {
  it.each<[string, BrowseState]>([
    ['', DEFAULT_BROWSE],
    ['sort=price-asc&page=2', state({ sort: 'price-asc', page: 2 })],
    ['sort=cheapest', DEFAULT_BROWSE],
    ['page=0', DEFAULT_BROWSE],
    ['page=-3', DEFAULT_BROWSE],
    ['page=2.5', DEFAULT_BROWSE],
    ['page=abc', DEFAULT_BROWSE],
    ['page=999999999', DEFAULT_BROWSE],
    ['page=01', DEFAULT_BROWSE],
    ['varietal=cabernet-sauvignon', state({ varietal: 'cabernet-sauvignon' })],
    ['varietal=Cabernet%20Sauvignon', DEFAULT_BROWSE],
    ['varietal=&type=&price=&sort=featured', DEFAULT_BROWSE],
    ['price=25-50&stock=in', state({ price: '25-50', inStock: true })],
    ['price=toString', DEFAULT_BROWSE],
    ['stock=yes', DEFAULT_BROWSE],
    ['utm_source=mail', DEFAULT_BROWSE],
    // The last value, as Next's route conditions read a repeated key.
    ['sort=name&sort=price-asc', state({ sort: 'price-asc' })],
  ])('?%s', (query, expected) => {
    expect(browseStateOfQuery(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('the two spellings of a view', () => {
  it.each<[BrowseState, string, string]>([
    [DEFAULT_BROWSE, '', ''],
    [state({ page: 2 }), '?page=2', 'page-2'],
    [state({ sort: 'price-desc', page: 3 }), '?sort=price-desc&page=3', 'sort-price-desc~page-3'],
    [
      state({ varietal: 'cabernet-sauvignon', type: 'wine', price: '100-plus', inStock: true }),
      '?varietal=cabernet-sauvignon&type=wine&price=100-plus&stock=in',
      'varietal-cabernet-sauvignon~type-wine~price-100-plus~stock-in',
    ],
  ])('%o is %s and /%s, and reads back', (view, query, segment) => {
    expect(browseQuery(view)).toBe(query);
    expect(browseSegment(view)).toBe(segment);
    expect(browseStateOfSegment(segment)).toEqual(view);
    expect(browseStateOfQuery(new URLSearchParams(query))).toEqual(view);
  });

  it.each([['page-x~sort-nope'], ['~~~'], ['page'], ['-2']])(
    'segment %s reads as the default',
    (segment) => {
      expect(browseStateOfSegment(segment)).toEqual(DEFAULT_BROWSE);
    },
  );

  it.each<[BrowseState, boolean]>([
    [state({ page: 4 }), false],
    [state({ sort: 'name' }), true],
    [state({ inStock: true }), true],
  ])('isRefined(%o) is %s', (view, refined) => expect(isRefined(view)).toBe(refined));
});

describe('collectionViewPath (the proxy rewrite)', () => {
  it.each<[string, string, string | undefined]>([
    ['/collection/all', '', undefined],
    ['/collection/all', 'utm_source=mail', undefined],
    ['/collection/all', 'page=1&sort=featured', undefined],
    ['/collection/all', 'page=2', '/collection/all/page-2'],
    [
      '/collection/red-wines',
      'page=2&sort=price-asc',
      '/collection/red-wines/sort-price-asc~page-2',
    ],
    ['/collection/all/page-2', 'page=3', undefined],
    ['/product/x', 'page=2', undefined],
  ])('%s?%s -> %s', (path, query, expected) => {
    expect(collectionViewPath(path, new URLSearchParams(query))).toBe(expected);
  });
});

describe('sortAndFilter', () => {
  it.each<[string, Partial<BrowseState>, string[]]>([
    ['featured keeps the shop order', {}, slugs(CATALOGUE)],
    [
      'price low to high: wines first, then the rest; no price last; ties keep the shop order',
      { sort: 'price-asc' },
      [
        'rose-2023',
        'zinfandel-2020',
        'apex-cabernet-2022',
        'library-cabernet-2012',
        'corkscrew',
        'gift-card',
      ],
    ],
    [
      'price high to low: wines first; no price still last among them',
      { sort: 'price-desc' },
      [
        'apex-cabernet-2022',
        'zinfandel-2020',
        'rose-2023',
        'library-cabernet-2012',
        'gift-card',
        'corkscrew',
      ],
    ],
    [
      'newest vintage; non-vintage last',
      { sort: 'vintage-desc' },
      [
        'rose-2023',
        'apex-cabernet-2022',
        'zinfandel-2020',
        'library-cabernet-2012',
        'gift-card',
        'corkscrew',
      ],
    ],
    [
      'name',
      { sort: 'name' },
      [
        'apex-cabernet-2022',
        'corkscrew',
        'gift-card',
        'library-cabernet-2012',
        'rose-2023',
        'zinfandel-2020',
      ],
    ],
    [
      'varietal',
      { varietal: 'cabernet-sauvignon' },
      ['apex-cabernet-2022', 'library-cabernet-2012'],
    ],
    ['type', { type: 'gift-card' }, ['gift-card']],
    ['price band: lower bound in, upper out', { price: 'under-25' }, ['rose-2023', 'corkscrew']],
    ['price band $100 and over', { price: '100-plus' }, ['gift-card']],
    [
      'in stock only: no negative count, no variant',
      { inStock: true },
      ['zinfandel-2020', 'apex-cabernet-2022', 'gift-card', 'corkscrew'],
    ],
    ['filters combine', { varietal: 'cabernet-sauvignon', inStock: true }, ['apex-cabernet-2022']],
  ])('%s', (_name, view, expected) => {
    expect(slugs(sortAndFilter(CATALOGUE, state(view), LOCATION))).toEqual(expected);
  });

  it.each<[Partial<BrowseState>, string[]]>([
    [{ sort: 'price-asc' }, ['rose-2023', 'promoted-syrah-2021', 'zinfandel-2020']],
    [{ price: '25-50' }, ['zinfandel-2020', 'promoted-syrah-2021']],
    [{ price: '50-100' }, ['apex-cabernet-2022']],
  ])('a promotion counts at the price paid: %o', (view, firstOnes) => {
    const found = slugs(sortAndFilter([...CATALOGUE, PROMOTED], state(view), LOCATION));
    expect(found.slice(0, firstOnes.length)).toEqual(firstOnes);
  });

  it('leaves the shared list untouched', () => {
    const before = slugs(CATALOGUE);
    sortAndFilter(CATALOGUE, state({ sort: 'name' }), LOCATION);
    expect(slugs(CATALOGUE)).toEqual(before);
  });
});

describe('pageOfList: at most 24 a page', () => {
  const items = [...Array(50).keys()];
  it.each<[number[], number, { first?: number; count: number; pageCount: number } | undefined]>([
    [items, 1, { first: 0, count: 24, pageCount: 3 }],
    [items, 3, { first: 48, count: 2, pageCount: 3 }],
    [items, 4, undefined],
    [items.slice(0, 24), 1, { first: 0, count: 24, pageCount: 1 }],
    [items.slice(0, 24), 2, undefined],
    [[], 1, { count: 0, pageCount: 1 }],
    [[], 2, undefined],
  ])('%#: page %i', (list, page, expected) => {
    const result = pageOfList(list, page);
    if (!expected) return expect(result).toBeUndefined();
    expect(result?.items.length).toBe(expected.count);
    expect(result?.items[0]).toBe(expected.first);
    expect(result?.pageCount).toBe(expected.pageCount);
    expect(result?.total).toBe(list.length);
  });
});

describe('pageLinks', () => {
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 42, [1, 2, 3, null, 42]],
    [10, 42, [1, null, 8, 9, 10, 11, 12, null, 42]],
    [42, 42, [1, null, 40, 41, 42]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i', (page, count, expected) => expect(pageLinks(page, count)).toEqual(expected));
});

describe('filter options', () => {
  const options = filterOptions(CATALOGUE);
  it('lists the varietals and types the products have, by name', () => {
    expect(options.varietals).toEqual([
      { value: 'cabernet-sauvignon', label: 'Cabernet Sauvignon' },
      { value: 'grenache-rose', label: 'Grenache Rosé' },
      { value: 'zinfandel', label: 'Zinfandel' },
    ]);
    expect(options.types.map((type) => type.value)).toEqual([
      'general-merchandise',
      'gift-card',
      'wine',
    ]);
  });

  it.each<[Partial<BrowseState>, Partial<BrowseState>]>([
    [{ varietal: 'zinfandel' }, { varietal: 'zinfandel' }],
    [{ varietal: 'merlot', page: 2 }, { page: 2 }],
    [{ type: 'event-ticket', sort: 'name' }, { sort: 'name' }],
  ])('knownBrowseState(%o) is %o', (view, expected) => {
    expect(knownBrowseState(state(view), options)).toEqual(state(expected));
  });

  it.each([
    ['Cabernet Sauvignon', 'cabernet-sauvignon'],
    ['Grenache Rosé', 'grenache-rose'],
    ['Cabernet Sauvignon, Cabernet Franc, Merlot', 'cabernet-sauvignon-cabernet-franc-merlot'],
    ['Event Ticket', 'event-ticket'],
  ])('slugOf(%s) is %s', (text, slug) => expect(slugOf(text)).toBe(slug));
});
