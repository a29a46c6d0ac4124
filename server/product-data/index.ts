import 'server-only';

import type { Product } from '@/lib/commerce/entities';
import { sharedRead, sharedValue, PRODUCTS_TAG } from '@/server/cache/shared-read';
import { getCommerce } from '@/server/commerce';
import { getSettings } from '@/server/config';
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
  list.push(commerceSource(() => getCommerce({ anonymous: true }).listAllProducts()));
  return list;
}

/**
 * Products by commerce id, slug or page-builder reference id, in the order given; unknown,
 * Retired and notFound ones left out. Cached like the catalogue ('catalog' life, shared KV).
 */
export async function getProductsByIds(ids: readonly string[]): Promise<Product[]> {
  return ids.length === 0 ? [] : sharedValue(await readProductsByIds(ids));
}

async function readProductsByIds(ids: readonly string[]) {
  'use cache';
  return sharedRead(
    { key: `product-data:${[...ids].join(',')}`, tags: [PRODUCTS_TAG], life: 'catalog' },
    () => resolveProducts(ids, sources()),
  );
}
