import * as v from 'valibot';
import { actingCustomerId } from '../auth';
import { MAX_PAGE_SIZE } from '../config';
import { notFound, ok } from '../http';
import { pageQuery, pageWindow, parseQuery } from '../validation';
import type { RequestContext, Route } from '../router';
import { collectionJson, findCollection, listCollections } from '../store/collections';
import { loadViewer } from '../store/customers';
import { asCommerce7Json, findProductBySlug, forViewer, listProducts } from '../store/products';

const ForWebQuerySchema = v.object({
  collectionSlug: v.optional(v.string()),
  customerId: v.optional(v.string()),
  ...pageQuery,
});

const AdminListQuerySchema = v.object({
  collection: v.optional(v.string()),
  ...pageQuery,
});

/** `customerId` in the query (Commerce7's way), which must be the signed-in customer, or else the token's. */
async function viewerFor(context: RequestContext, customerId: string | undefined) {
  return loadViewer(context.sql, await actingCustomerId(context, customerId));
}

/** GET product/slug/{slug}/for-web (public) */
async function productForWeb(context: RequestContext) {
  const product = await findProductBySlug(context.sql, context.params.slug ?? '');
  if (!product) throw notFound('Product not found');
  const viewer = await viewerFor(context, context.query.get('customerId') ?? undefined);
  return ok(asCommerce7Json(forViewer(product, viewer)));
}

async function collectionOrNotFound(context: RequestContext, slug: string | undefined) {
  if (slug === undefined) return null;
  const found = await findCollection(context.sql, slug);
  if (!found) throw notFound('Collection not found');
  return found;
}

/**
 * GET product/for-web?collectionSlug=&limit=&page=&customerId= (public, as Commerce7's storefront
 * listing): `{ products, total }`, at most 50 a page; filtered by a collection it adds that
 * collection's summary. Hidden products are left out.
 */
async function productsForWeb(context: RequestContext) {
  const query = parseQuery(ForWebQuerySchema, context.query);
  const collection = await collectionOrNotFound(context, query.collectionSlug);
  const page = await listProducts(context.sql, {
    collection: collection?.slug ?? null,
    ...pageWindow(query, MAX_PAGE_SIZE),
  });
  const viewer = await viewerFor(context, query.customerId);
  return ok({
    ...(collection
      ? { collection: { ...collectionJson(collection), productCount: page.total } }
      : {}),
    products: page.products.map((product) => asCommerce7Json(forViewer(product, viewer))),
    total: page.total,
  });
}

/** GET product?collection=&limit=&page= (admin: app credentials). */
async function productList(context: RequestContext) {
  const query = parseQuery(AdminListQuerySchema, context.query);
  const collection = await collectionOrNotFound(context, query.collection);
  const page = await listProducts(context.sql, {
    collection: collection?.slug ?? null,
    ...pageWindow(query, MAX_PAGE_SIZE),
  });
  return ok({ products: page.products.map(asCommerce7Json), total: page.total });
}

export const productRoutes: Route[] = [
  { method: 'GET', pattern: 'product', handler: productList, access: 'app' },
  { method: 'GET', pattern: 'product/for-web', handler: productsForWeb },
  { method: 'GET', pattern: 'product/slug/:slug/for-web', handler: productForWeb },
];

/** GET collection?limit=&page= (admin: app credentials): `{ collections, total }`. */
async function collectionList(context: RequestContext) {
  const query = parseQuery(v.object(pageQuery), context.query);
  const page = await listCollections(context.sql, pageWindow(query, MAX_PAGE_SIZE));
  return ok({ collections: page.collections.map(collectionJson), total: page.total });
}

/** GET collection/slug/{slug} (admin: app credentials) */
async function collectionBySlug(context: RequestContext) {
  const collection = await findCollection(context.sql, context.params.slug ?? '');
  if (!collection) throw notFound('Collection not found');
  return ok(collectionJson(collection));
}

export const collectionRoutes: Route[] = [
  { method: 'GET', pattern: 'collection', handler: collectionList, access: 'app' },
  { method: 'GET', pattern: 'collection/slug/:slug', handler: collectionBySlug, access: 'app' },
];
