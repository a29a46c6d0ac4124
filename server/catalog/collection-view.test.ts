import { describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '@/tests/support/commerce-fakes';
import type { PublicCollection } from './collections';

/** 30 wines: two pages of the plain collection; every third a Syrah, the rest Merlot. */
const products = Array.from({ length: 30 }, (_, index) =>
  sampleProduct({
    id: `p${index}`,
    slug: `wine-${index}`,
    title: `Wine ${index}`,
    wine: { varietal: index % 3 === 0 ? 'Syrah' : 'Merlot', vintage: 2000 + index },
    variants: [
      {
        id: `v${index}`,
        sku: `W-${index}`,
        title: '750 ml',
        price: 1000 + index * 100,
        inventory: [],
      },
    ],
  }),
);
const found: PublicCollection = {
  collection: { slug: 'all', title: 'All', description: undefined, seoTitle: undefined },
  entry: undefined,
  products,
};
vi.mock('./collections', () => ({
  getPublicCollection: async (slug: string) => (slug === 'all' ? found : undefined),
}));
vi.mock('@/server/config', () => ({
  getSettings: () => ({ commerce: { shippingLocationId: 'WH' } }),
}));

const { getCollectionView } = await import('./collection-view');

describe('getCollectionView', () => {
  it.each<[string, string, { first: string; count: number; pageCount: number } | undefined]>([
    ['all', '', { first: 'wine-0', count: 24, pageCount: 2 }],
    ['all', 'page-2', { first: 'wine-24', count: 6, pageCount: 2 }],
    ['all', 'sort-price-desc~page-2', { first: 'wine-5', count: 6, pageCount: 2 }],
    ['all', 'varietal-syrah', { first: 'wine-0', count: 10, pageCount: 1 }],
    // A varietal the collection does not have reads as none.
    ['all', 'varietal-pinot-noir', { first: 'wine-0', count: 24, pageCount: 2 }],
    ['all', 'page-3', undefined],
    ['all', 'varietal-syrah~page-2', undefined],
    // Only the proxy's spelling is a page.
    ['all', 'page-1', undefined],
    ['all', 'page-2~sort-price-desc', undefined],
    ['all', 'nonsense', undefined],
    ['no-such', '', undefined],
  ])('%s/%s', async (slug, segment, expected) => {
    const view = await getCollectionView(slug, segment);
    if (!expected) return expect(view).toBeUndefined();
    expect(view?.page.items[0]?.slug).toBe(expected.first);
    expect(view?.page.items).toHaveLength(expected.count);
    expect(view?.page.pageCount).toBe(expected.pageCount);
  });
});
