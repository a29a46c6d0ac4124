import 'server-only';
import { isListable } from '@/lib/availability';
import type { Product } from '@/lib/commerce/entities';
import { isPossibleSlug } from '@/lib/commerce/slug';
import { sharedRead, sharedValue } from '@/server/cache/shared-read';
import { COLLECTIONS_TAG, PRODUCTS_TAG, collectionTag } from '@/server/cache/tags';
import { CommerceError, getCommerce, type Collection } from '@/server/commerce';

export interface PublicCollection {
  collection: Collection;
  /** Listable products only: Retired and notFound are dropped (spec section 4). */
  products: Product[];
}

/**
 * A collection and its products as an anonymous visitor sees them, shared by every visitor
 * (sharedRead). Undefined for an unknown slug, so the page can 404: a slug that cannot exist is
 * answered before any cache, an unknown one is never written to the KV and kept seconds in Next's
 * cache (sharedRead), so a flood of random slugs cannot push real entries (and their
 * stale-if-error copies) out.
 */
export async function getPublicCollection(slug: string): Promise<PublicCollection | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const found = sharedValue(await readPublicCollection(slug));
  if (!found) return undefined;
  return { collection: found.collection, products: found.products.filter(isListable) };
}

async function readPublicCollection(slug: string) {
  'use cache';
  return sharedRead(
    {
      key: `collection:${slug}`,
      tags: [COLLECTIONS_TAG, PRODUCTS_TAG, collectionTag(slug)],
      life: 'catalog',
    },
    async (): Promise<PublicCollection | undefined> => {
      const commerce = getCommerce({ anonymous: true });
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
  );
}

/** Every collection slug, for static params. */
export async function getCollectionSlugs(): Promise<string[]> {
  return sharedValue(await readCollections()).map((collection) => collection.slug);
}

async function readCollections() {
  'use cache';
  return sharedRead({ key: 'collections', tags: [COLLECTIONS_TAG], life: 'catalog' }, () =>
    getCommerce({ anonymous: true }).listCollections(),
  );
}
