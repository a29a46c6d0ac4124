import 'server-only';

import * as v from 'valibot';

import { type Product, ProductSchema } from '@/lib/commerce/entities';
import { CONTENT_PAGE_SIZE } from '@/lib/constants';

import type { FetchCore } from './fetch-core';
import { bodyOrUndefined, requireBody } from './replies';

/** Spec section 7 pages product lists like content: 100 at a time until a short page. */
const PRODUCT_PAGE_SIZE = CONTENT_PAGE_SIZE;

const ProductPageSchema = v.object({ products: v.array(ProductSchema), total: v.number() });
export type ProductPage = v.InferOutput<typeof ProductPageSchema>;

export interface ProductFilter {
  collection?: string;
  /** Asks for this customer's prices and access (member prices, allocation). */
  customerId?: string;
}

export function productCalls(core: FetchCore) {
  /**
   * GET product/slug/{slug}/for-web. Resolves undefined when no product has the slug (the
   * catalogue's "empty result" for a 404) rather than `{}`: a page can `notFound()` on it, and no
   * half-empty object ever passes for a product.
   */
  async function getProductBySlug(
    slug: string,
    options: { customerId?: string } = {},
  ): Promise<Product | undefined> {
    const path = `product/slug/${encodeURIComponent(slug)}/for-web`;
    const reply = await core.send({
      method: 'GET',
      path,
      query: { customerId: options.customerId },
      schema: ProductSchema,
    });
    return bodyOrUndefined(reply);
  }

  /** GET product: one page of products (served by the local service; Commerce7 hosts its own listing). */
  async function listProducts(
    query: ProductFilter & { limit?: number; offset?: number } = {},
  ): Promise<ProductPage> {
    const reply = await core.send({
      method: 'GET',
      path: 'product',
      query: {
        collection: query.collection,
        limit: query.limit ?? PRODUCT_PAGE_SIZE,
        offset: query.offset ?? 0,
        customerId: query.customerId,
      },
      schema: ProductPageSchema,
    });
    return requireBody(reply);
  }

  /** Every product matching the filter, fetched a page at a time until a short page. */
  async function listAllProducts(filter: ProductFilter = {}): Promise<Product[]> {
    const products: Product[] = [];
    for (let offset = 0; ; offset += PRODUCT_PAGE_SIZE) {
      const page = await listProducts({ ...filter, limit: PRODUCT_PAGE_SIZE, offset });
      products.push(...page.products);
      if (page.products.length < PRODUCT_PAGE_SIZE) return products;
    }
  }

  return { getProductBySlug, listProducts, listAllProducts };
}
