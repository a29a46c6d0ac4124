import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getKvStore } from '@/edge-cache';
import { CommerceError } from '@/server/commerce';

/**
 * Issue 11: unknown slugs were cached as null for a day (Next's cache and the KV), so a flood of
 * random slugs evicted real entries. Now an absence is never written to the KV. (Next's own layer
 * keeps the catalog life: a shorter one turns the unknown-slug 404 into a 500.)
 */
const cacheLife = vi.fn();
vi.mock('next/cache', () => ({
  cacheLife: (profile: unknown) => cacheLife(profile),
  cacheTag: () => {},
}));
vi.mock('@/server/commerce', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/commerce')>()),
  getCommerce: () => ({
    getCollection: async () => {
      throw new CommerceError({ statusCode: 404, message: 'Collection not found' });
    },
    getProductBySlug: async () => undefined,
    listAllProducts: async () => [],
  }),
}));

const { getPublicCollection } = await import('./collections');
const { getPublicProduct } = await import('./products');

describe('unknown slugs', () => {
  beforeEach(() => cacheLife.mockClear());

  it('an unknown collection is not stored in the KV ', async () => {
    expect(await getPublicCollection('no-such-collection')).toBeUndefined();
    expect(await getKvStore().getEntry('collection:no-such-collection')).toBeUndefined();
    expect(cacheLife).toHaveBeenCalledTimes(1);
  });

  it('an unknown product is not stored in the KV ', async () => {
    expect(await getPublicProduct('no-such-wine')).toBeUndefined();
    expect(await getKvStore().getEntry('product:no-such-wine')).toBeUndefined();
  });
});
