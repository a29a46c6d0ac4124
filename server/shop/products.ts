import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cached } from '@/edge-cache/cached';
import { isListable } from '@/lib/availability';
import type { Product } from '@/lib/commerce/entities';
import { getSettings } from '@/server/config';
import { getAnonymousCommerce } from './commerce';

/** Cache tags, one vocabulary for `cacheTag`, the KV store and the revalidation webhook. */
export const productTag = (slug: string) => `product:${slug}`;
export const PRODUCTS_TAG = 'products';

/**
 * The product as an anonymous visitor sees it, shared by every visitor: Next's `'use cache'` keeps
 * the rendered result in this instance and the KV store shares the commerce reply between
 * instances (stale-if-error when the commerce service is down). Nothing customer-specific.
 */
export async function getPublicProduct(slug: string): Promise<Product | undefined> {
  'use cache';
  cacheTag(PRODUCTS_TAG, productTag(slug));
  // An unknown slug is undefined, which the KV never stores; Next keeps it only briefly.
  const product = await cached(
    `product:${slug}`,
    () => getAnonymousCommerce().getProductBySlug(slug),
    { ttlSeconds: getSettings().cache.ttlSeconds, tags: [PRODUCTS_TAG, productTag(slug)] },
  );
  // Same life for an absence: a shorter one makes the lookup a dynamic hole of the prerender
  // and the page's 404 a 500 (NEXT_STATIC_GEN_BAILOUT), since pages await params outside Suspense.
  cacheLife('catalog');
  return product;
}

/** Every listable product (Retired and notFound dropped), for static params and collections. */
export async function getPublicCatalog(): Promise<Product[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(PRODUCTS_TAG);
  const products = await cached('catalog:all', () => getAnonymousCommerce().listAllProducts(), {
    ttlSeconds: getSettings().cache.ttlSeconds,
    tags: [PRODUCTS_TAG],
  });
  return products.filter(isListable);
}
