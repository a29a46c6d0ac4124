import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/commerce/entities';
import { CommerceError, type CollectionSummary } from '@/server/commerce';
import type { ContentEntry } from '@/server/content/schema';
import { sampleProduct } from '@/tests/support/commerce-fakes';

/**
 * Collections once came from Commerce7's admin routes (`collection`, `product?collection`),
 * which a storefront without app credentials is refused, so the build failed. Now the products
 * come from the public listing and the words and slugs from the content's `collection` entries;
 * the admin list is read only with app credentials.
 */
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const entries: ContentEntry[] = [];
vi.mock('@/server/content', () => ({
  getEntry: async (_model: string, url: string) => entries.find((entry) => entry.data.url === url),
  listEntries: async () => entries,
}));

const reportError = vi.fn();
vi.mock('@/server/observability/report', () => ({
  reportError: (...args: unknown[]) => reportError(...args),
}));

const listings = new Map<string, { products: Product[]; collection?: CollectionSummary }>();
const calls: string[] = [];
let hasAppCredentials = false;
let adminCollections: () => Promise<{ slug: string; title: string }[]>;
vi.mock('@/server/commerce', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/commerce')>()),
  getCommerce: () => ({
    get hasAppCredentials() {
      return hasAppCredentials;
    },
    listAllProducts: async () => {
      calls.push('listAllProducts');
      return [...listings.values()].flatMap((listing) => listing.products);
    },
    listCollectionProducts: async (slug: string) => {
      calls.push(`listCollectionProducts ${slug}`);
      const listing = listings.get(slug);
      if (!listing) throw new CommerceError({ statusCode: 404, message: 'Collection not found' });
      return listing;
    },
    listCollections: async () => {
      calls.push('listCollections');
      return adminCollections();
    },
  }),
}));

const { getCollectionSlugs, getPublicCollection } = await import('./collections');

function collectionEntry(slug: string, title: string, description: string): ContentEntry {
  return {
    id: `collection-${slug}`,
    name: title,
    published: 'published',
    query: [{ property: 'urlPath', operator: 'is', value: `/collection/${slug}` }],
    data: { title, description, url: `/collection/${slug}` },
  };
}

const red = sampleProduct({ id: 'p1', slug: 'red-one', collections: ['red-wines'] });
const white = sampleProduct({ id: 'p2', slug: 'white-one', collections: ['white-wines'] });
const retired = sampleProduct({ id: 'p3', slug: 'retired-red', webStatus: 'Retired' });

let keyCounter = 0;
beforeEach(() => {
  entries.length = 0;
  listings.clear();
  calls.length = 0;
  reportError.mockClear();
  hasAppCredentials = false;
  adminCollections = async () => [];
  keyCounter += 1;
});

/** Each test reads fresh slugs: the shared KV keeps what an earlier test read. */
const fresh = (slug: string) => `${slug}-${keyCounter}`;

describe('getPublicCollection', () => {
  it("takes the words from the content's entry and the listable products from the public listing", async () => {
    const slug = fresh('red-wines');
    entries.push(collectionEntry(slug, 'Red Wines', 'Estate reds.'));
    listings.set(slug, { products: [red, retired], collection: { productCount: 2 } });
    const found = await getPublicCollection(slug);
    expect(found?.collection).toEqual({
      slug,
      title: 'Red Wines',
      description: 'Estate reds.',
      seoTitle: undefined,
    });
    expect(found?.products.map((product) => product.slug)).toEqual(['red-one']);
    expect(calls).toEqual([`listCollectionProducts ${slug}`]);
  });

  it("falls back on the listing's collection summary when the content has no entry", async () => {
    const slug = fresh('white-wines');
    listings.set(slug, {
      products: [white],
      collection: { title: 'Whites', seo: { title: 'White wines to buy', description: 'Cool.' } },
    });
    expect((await getPublicCollection(slug))?.collection).toEqual({
      slug,
      title: 'Whites',
      description: 'Cool.',
      seoTitle: 'White wines to buy',
    });
  });

  it('is absent when the listing answers 404, even with a content entry', async () => {
    const slug = fresh('retired-collection');
    entries.push(collectionEntry(slug, 'Gone', 'Gone.'));
    expect(await getPublicCollection(slug)).toBeUndefined();
  });

  it('is absent when the listing answers without a summary and the content has no entry', async () => {
    const slug = fresh('anything');
    listings.set(slug, { products: [] });
    expect(await getPublicCollection(slug)).toBeUndefined();
  });

  it('all is every listable product from the unfiltered listing, worded by its entry or its slug', async () => {
    listings.set('x', { products: [red, white, retired] });
    const found = await getPublicCollection('all');
    expect(found?.products.map((product) => product.slug)).toEqual(['red-one', 'white-one']);
    expect(found?.collection.title).toBe('All');
    expect(calls).toEqual(['listAllProducts']);
  });
});

describe('getCollectionSlugs', () => {
  it("lists all and the content's collections, with no admin call without app credentials", async () => {
    entries.push(
      collectionEntry('red-wines', 'Red Wines', ''),
      collectionEntry('white-wines', 'White Wines', ''),
    );
    expect(await getCollectionSlugs()).toEqual(['all', 'red-wines', 'white-wines']);
    expect(calls).toEqual([]);
  });

  // In this order: the shared KV keeps the last good admin list (stale-if-error).
  it('with app credentials, a failing admin list is reported and the content stands', async () => {
    entries.push(collectionEntry('red-wines', 'Red Wines', ''));
    hasAppCredentials = true;
    adminCollections = async () => {
      throw new CommerceError({ statusCode: 401, message: 'Unauthorized app' });
    };
    expect(await getCollectionSlugs()).toEqual(['all', 'red-wines']);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it("with app credentials, adds the admin list's collections", async () => {
    entries.push(collectionEntry('red-wines', 'Red Wines', ''));
    hasAppCredentials = true;
    adminCollections = async () => [
      { slug: 'red-wines', title: 'Red Wines' },
      { slug: 'magnums', title: 'Magnums' },
    ];
    expect(await getCollectionSlugs()).toEqual(['all', 'red-wines', 'magnums']);
    expect(calls).toEqual(['listCollections']);
  });
});
