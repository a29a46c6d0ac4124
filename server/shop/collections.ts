import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cached } from '@/edge-cache/cached';
import { isListable } from '@/lib/availability';
import type { Product } from '@/lib/commerce/entities';
import { CommerceError, type Collection } from '@/server/commerce';
import { getSettings } from '@/server/config';
import { getAnonymousCommerce } from './commerce';
import { PRODUCTS_TAG } from './products';

export const collectionTag = (slug: string) => `collection:${slug}`;
export const COLLECTIONS_TAG = 'collections';

export interface PublicCollection {
  collection: Collection;
  /** Listable products only: Retired and notFound are dropped (spec section 4). */
  products: Product[];
}

/**
 * A collection and its products as an anonymous visitor sees them, shared by every visitor (same
 * two cache layers as getPublicProduct). Undefined for an unknown slug, so the page can 404.
 */
export async function getPublicCollection(slug: string): Promise<PublicCollection | undefined> {
  'use cache';
  cacheTag(COLLECTIONS_TAG, PRODUCTS_TAG, collectionTag(slug));
  const found = await cached(
    `collection:${slug}`,
    // Undefined for an unknown slug: never written to the KV, so a flood of random slugs cannot
    // push real entries (and their stale-if-error copies) out of it.
    async (): Promise<PublicCollection | undefined> => {
      const commerce = getAnonymousCommerce();
      let collection: Collection;
      try {
        collection = await commerce.getCollection(slug);
      } catch (error) {
        if (error instanceof CommerceError && error.statusCode === 404) return undefined;
        throw error;
      }
      const products = await commerce.listAllProducts({ collection: slug });
      return { collection, products };
    },
    {
      ttlSeconds: getSettings().cache.ttlSeconds,
      tags: [COLLECTIONS_TAG, PRODUCTS_TAG, collectionTag(slug)],
    },
  );
  // One life for both outcomes: see getPublicProduct.
  cacheLife('catalog');
  if (!found) return undefined;
  return { collection: found.collection, products: found.products.filter(isListable) };
}

/** Every collection slug, for static params. */
export async function getCollectionSlugs(): Promise<string[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(COLLECTIONS_TAG);
  const collections = await cached('collections', () => getAnonymousCommerce().listCollections(), {
    ttlSeconds: getSettings().cache.ttlSeconds,
    tags: [COLLECTIONS_TAG],
  });
  return collections.map((collection) => collection.slug);
}
