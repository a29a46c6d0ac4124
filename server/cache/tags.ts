/**
 * Cache tags: the one vocabulary for `cacheTag`, the shared KV store and the revalidation webhook
 * (app/api/revalidate drops the content tags when an entry is published). Pure.
 */
import { normalizeUrlPath } from '@/lib/content/links';

/** Every product read (catalogue, product pages, page-builder product data). */
export const PRODUCTS_TAG = 'products';
export const productTag = (slug: string) => `product:${slug}`;

/** The clubs on offer. */
export const CLUBS_TAG = 'clubs';

/** Every collection read. */
export const COLLECTIONS_TAG = 'collections';
export const collectionTag = (slug: string) => `collection:${slug}`;

/** Every entry of a content model, and one entry by its URL. */
export const contentModelTag = (model: string) => `content:${model}`;
export const contentUrlTag = (model: string, url: string) =>
  `content:${model}:${normalizeUrlPath(url)}`;
