import 'server-only';
import { cache } from 'react';
import { isListable } from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';
import { isPossibleSlug } from '@/lib/commerce/path-template';
import { sharedRead, sharedValue } from '@/server/cache/shared-read';
import { PRODUCTS_TAG, productTag } from '@/server/cache/tags';
import { getCommerce } from '@/server/commerce';

/**
 * The product as an anonymous visitor sees it, shared by every visitor (sharedRead: Next's cache
 * in this instance, the KV store between instances). Nothing customer-specific. A slug that cannot
 * exist is answered at once, before any cache; an unknown one is kept seconds (sharedRead). Once per
 * request (React cache): a page rendered per request (a member's) decodes the cached entry once,
 * not again for its metadata and each block.
 */
export const getPublicProduct = cache(async (slug: string): Promise<Product | undefined> =>
  isPossibleSlug(slug) ? sharedValue(await readPublicProduct(slug)) : undefined,
);

async function readPublicProduct(slug: string) {
  'use cache';
  return sharedRead(
    { key: `product:${slug}`, tags: [PRODUCTS_TAG, productTag(slug)], life: 'catalog' },
    () => getCommerce({ anonymous: true }).getProductBySlug(slug),
  );
}

/**
 * Every listable product (Retired and notFound dropped), for static params and collections; once
 * per request (React cache). The array is shared: callers copy before they sort.
 */
export const getPublicCatalog = cache(async (): Promise<Product[]> =>
  sharedValue(await readPublicCatalog()).filter(isListable),
);

async function readPublicCatalog() {
  'use cache';
  return sharedRead({ key: 'catalog:all', tags: [PRODUCTS_TAG], life: 'catalog' }, () =>
    getCommerce({ anonymous: true }).listAllProducts(),
  );
}
