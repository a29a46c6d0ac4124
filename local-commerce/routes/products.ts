import * as v from 'valibot';
import { actingCustomerId } from '../auth';
import { ALL_COLLECTION, MAX_PRODUCT_PAGE_SIZE } from '../config';
import { notFound, ok } from '../http';
import type { RequestContext, Route } from '../router';
import { findCollection } from '../store/collections';
import { loadViewer } from '../store/customers';
import { findProductBySlug, forViewer, listProducts } from '../store/products';
import { parseQuery, wholeNumberText } from '../validation';

const ListQuerySchema = v.object({
  collection: v.optional(v.string()),
  customerId: v.optional(v.string()),
  limit: v.optional(wholeNumberText('limit'), String(MAX_PRODUCT_PAGE_SIZE)),
  offset: v.optional(wholeNumberText('offset'), '0'),
});

/** `customerId` in the query (Commerce7's way), which must be the signed-in customer, or else the token's. */
async function viewerFor(context: RequestContext, customerId: string | undefined) {
  return loadViewer(context.sql, await actingCustomerId(context, customerId));
}

/** GET product/slug/{slug}/for-web */
async function productForWeb(context: RequestContext) {
  const product = await findProductBySlug(context.sql, context.params.slug ?? '');
  if (!product) throw notFound('Product not found');
  const viewer = await viewerFor(context, context.query.get('customerId') ?? undefined);
  return ok(forViewer(product, viewer));
}

/** GET product?collection=&limit=&offset=&customerId= (local extra: Commerce7 hosts listings). */
async function productList(context: RequestContext) {
  const query = parseQuery(ListQuerySchema, context.query);
  let collection: string | null = null;
  if (query.collection && query.collection !== ALL_COLLECTION.slug) {
    const found = await findCollection(context.sql, query.collection);
    if (!found) throw notFound('Collection not found');
    collection = found.slug;
  }
  const page = await listProducts(context.sql, {
    collection,
    limit: Math.min(Math.max(query.limit, 1), MAX_PRODUCT_PAGE_SIZE),
    offset: query.offset,
  });
  const viewer = await viewerFor(context, query.customerId);
  return ok({
    products: page.products.map((product) => forViewer(product, viewer)),
    total: page.total,
  });
}

export const productRoutes: Route[] = [
  { method: 'GET', pattern: 'product', handler: productList },
  { method: 'GET', pattern: 'product/slug/:slug/for-web', handler: productForWeb },
];
