import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';
import { cached } from '@/edge-cache/cached';
import type { Product } from '@/lib/commerce/entities';
import { getSettings } from '@/server/config';
import { getAnonymousCommerce } from '@/server/shop/commerce';
import { PRODUCTS_TAG } from '@/server/shop/products';
import { resolveProducts } from './resolve';
import {
  commerceSource,
  contentServiceSource,
  webServiceSource,
  type ProductDataSource,
} from './sources';

/**
 * Product data for page-builder blocks (collection list, product display, product hero) by id:
 * the product-data web service when configured, then the content service's product data when
 * Builder is configured, then the commerce calls. In local mode only the last is set up, and the
 * embedded commerce service serves it. Anonymous data only: shared by every visitor.
 */
function sources(): ProductDataSource[] {
  const settings = getSettings();
  const list: ProductDataSource[] = [];
  if (settings.productData)
    list.push(webServiceSource({ ...settings.productData, brand: settings.brand.name }));
  if (settings.content.builderApiKey)
    list.push(contentServiceSource({ apiKey: settings.content.builderApiKey }));
  list.push(commerceSource(() => getAnonymousCommerce().listAllProducts()));
  return list;
}

/**
 * Products by commerce id, slug or page-builder reference id, in the order given; unknown,
 * Retired and notFound ones left out. Cached like the catalogue ('catalog' life, shared KV).
 */
export async function getProductsByIds(ids: readonly string[]): Promise<Product[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(PRODUCTS_TAG);
  if (ids.length === 0) return [];
  return cached(`product-data:${[...ids].join(',')}`, () => resolveProducts(ids, sources()), {
    ttlSeconds: getSettings().cache.ttlSeconds,
    tags: [PRODUCTS_TAG],
  });
}
