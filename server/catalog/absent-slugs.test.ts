import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { CommerceError } from '@/server/commerce';

/**
 * Unknown slugs were once cached as null for a day (Next's cache and the KV), so a flood of
 * random slugs evicted real entries. Now an absence is never written to the KV and Next keeps it
 * for the 'absent' life (seconds), and a slug that cannot exist never reaches a cache or commerce.
 */
const cacheLife = vi.fn();
const commerceCalls = vi.fn();
vi.mock('next/cache', () => ({
  cacheLife: (profile: unknown) => cacheLife(profile),
  cacheTag: () => {},
}));
vi.mock('@/server/commerce', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/commerce')>()),
  getCommerce: () => ({
    listCollectionProducts: async (slug: string) => {
      commerceCalls(slug);
      throw new CommerceError({ statusCode: 404, message: 'Collection not found' });
    },
    getProductBySlug: async (slug: string) => {
      commerceCalls(slug);
      return slug === 'isosceles-2021' ? { slug } : undefined;
    },
    listAllProducts: async () => [],
  }),
}));

vi.mock('@/server/content', () => ({
  getEntry: async () => undefined,
  listEntries: async () => [],
}));

const { getPublicCollection } = await import('./collections');
const { getPublicProduct } = await import('./products');

describe('unknown slugs', () => {
  beforeEach(() => {
    cacheLife.mockClear();
    commerceCalls.mockClear();
  });

  it('an unknown collection is not stored in the KV and kept seconds by Next', async () => {
    expect(await getPublicCollection('no-such-collection')).toBeUndefined();
    expect(await sharedKvStore().getEntry('collection:no-such-collection')).toBeUndefined();
    expect(cacheLife.mock.calls).toEqual([['catalog'], ['absent']]);
  });

  it('an unknown product is not stored in the KV and kept seconds by Next', async () => {
    expect(await getPublicProduct('no-such-wine')).toBeUndefined();
    expect(await sharedKvStore().getEntry('product:no-such-wine')).toBeUndefined();
    expect(cacheLife.mock.calls).toEqual([['catalog'], ['absent']]);
  });

  it('a known product keeps the catalog life', async () => {
    expect(await getPublicProduct('isosceles-2021')).toEqual({ slug: 'isosceles-2021' });
    expect(cacheLife.mock.calls).toEqual([['catalog']]);
  });

  it.each([
    ['5,000 characters', 'x'.repeat(5_000)],
    ['a space', 'red wines'],
    ['non-ASCII', 'rosé'],
    ['a path', '../etc'],
  ])('a slug that cannot exist (%s) reaches neither a cache nor commerce', async (_case, slug) => {
    expect(await getPublicProduct(slug)).toBeUndefined();
    expect(await getPublicCollection(slug)).toBeUndefined();
    expect(commerceCalls).not.toHaveBeenCalled();
    expect(cacheLife).not.toHaveBeenCalled();
  });
});
