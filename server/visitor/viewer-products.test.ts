import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/commerce/entities';
import type { Viewer } from './visitor';

/**
 * A member's own answers: asked once per product and kept for the visitor; a listing call keeps
 * every product it listed, so the pages opened from a collection ask nothing; the shared product's
 * stock wins where it is lower. Commerce and the personal cache are fakes that count.
 */
const calls = vi.hoisted(() => ({
  bySlug: [] as string[],
  listings: 0,
  failing: new Set<string>(),
}));
const kept = vi.hoisted(() => new Map<string, unknown>());
const CATALOG_SIZE = 10;

const productOf = (slug: string, price: number, stock = 24) =>
  ({
    slug,
    title: slug,
    variants: [
      {
        sku: `${slug}-750`,
        price,
        addToCartPrice: price,
        inventory: [{ inventoryLocationId: 'WH-NAPA', availableForSaleCount: stock }],
      },
    ],
  }) as unknown as Product;
const slugs = Array.from({ length: CATALOG_SIZE }, (_, index) => `wine-${index}`);
const shared = slugs.map((slug) => productOf(slug, 5000));
const memberPrice = 4000;

vi.mock('@/server/commerce/products', () => ({
  getProductBySlug: async (_commerce: unknown, slug: string) => {
    calls.bySlug.push(slug);
    if (calls.failing.has(slug)) throw new Error('the service did not answer');
    return productOf(slug, memberPrice);
  },
  listAllProducts: async () => {
    calls.listings += 1;
    return slugs.map((slug) => productOf(slug, memberPrice));
  },
}));
vi.mock('@/server/commerce/session', () => ({ visitorCommerce: () => ({}) }));
vi.mock('@/server/observability/report', () => ({ reportError: vi.fn() }));
vi.mock('./personal-cache', () => ({
  personalView: async () => ({
    version: 'v1',
    get: (key: string) => kept.get(key),
    put: (key: string, value: unknown) => kept.set(key, value),
    joinLoad: (_key: string, load: () => Promise<unknown>) => load(),
  }),
}));

const { productsForViewer } = await import('./viewer-products');

const member = {
  customer: { id: 'cust-1' },
  isLoggedIn: true,
  isActiveClubMember: true,
} as unknown as Viewer;
const anonymous = { customer: null, isLoggedIn: false, isActiveClubMember: false } as Viewer;
const priceOf = (product: Product) => product.variants[0]?.addToCartPrice;

beforeEach(() => {
  calls.bySlug = [];
  calls.listings = 0;
  calls.failing.clear();
  kept.clear();
});

describe('productsForViewer', () => {
  it.each([
    { asked: 3, bySlug: 3, listings: 0 },
    { asked: 6, bySlug: 6, listings: 0 },
    { asked: 7, bySlug: 0, listings: 1 },
    { asked: CATALOG_SIZE, bySlug: 0, listings: 1 },
  ])('asks for $asked products with $bySlug product calls and $listings listings', async (row) => {
    const answered = await productsForViewer(shared.slice(0, row.asked), member);
    expect(answered.map(({ slug }) => slug)).toEqual(slugs.slice(0, row.asked));
    expect(answered.map(priceOf)).toEqual(Array(row.asked).fill(memberPrice));
    expect(calls.bySlug).toHaveLength(row.bySlug);
    expect(calls.listings).toBe(row.listings);
  });

  it('keeps every product a listing answered: a product page opened next asks nothing', async () => {
    await productsForViewer(shared.slice(0, 8), member);
    const [last] = await productsForViewer([shared[CATALOG_SIZE - 1]!], member);
    expect(priceOf(last!)).toBe(memberPrice);
    expect(calls.bySlug).toEqual([]);
    expect(calls.listings).toBe(1);
  });

  it('asks again only for what is not kept', async () => {
    await productsForViewer(shared.slice(0, 2), member);
    await productsForViewer(shared.slice(0, 3), member);
    expect(calls.bySlug).toEqual(['wine-0', 'wine-1', 'wine-2']);
  });

  it('keeps the anonymous version of a product the service cannot answer for, and keeps no answer', async () => {
    calls.failing.add('wine-1');
    const answered = await productsForViewer(shared.slice(0, 2), member);
    expect(answered.map(priceOf)).toEqual([memberPrice, 5000]);
    expect(kept.has('product:wine-1')).toBe(false);
  });

  it.each([
    { shared: 0, kept: 24, shown: 0 },
    { shared: 3, kept: 24, shown: 3 },
    { shared: 24, kept: 5, shown: 5 },
  ])(
    "shows the lower of the shared stock ($shared) and the kept answer's ($kept): $shown",
    async ({ shared: sharedStock, kept: keptStock, shown }) => {
      kept.set('product:wine-0', productOf('wine-0', memberPrice, keptStock));
      const [answered] = await productsForViewer([productOf('wine-0', 5000, sharedStock)], member);
      expect(answered!.variants[0]!.inventory[0]!.availableForSaleCount).toBe(shown);
      expect(priceOf(answered!)).toBe(memberPrice);
      expect(calls.bySlug).toEqual([]);
    },
  );

  it('leaves an anonymous visitor the shared products, asking nothing', async () => {
    const asked = shared.slice(0, 8);
    expect(await productsForViewer(asked, anonymous)).toBe(asked);
    expect(calls.bySlug).toEqual([]);
    expect(calls.listings).toBe(0);
  });
});
