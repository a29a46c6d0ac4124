import 'server-only';

import * as v from 'valibot';

import { type Product, ProductSchema } from '@/lib/commerce/entities';
import { type LeftOutProduct, parseProducts } from '@/lib/commerce/parse-products';

import { CommerceError } from './errors';
import type { Transport } from './session';
import { bodyOrUndefined, requireBody } from './transport';

/**
 * Commerce7 answers at most 50 records a page on its lists (developer docs, "Pagination":
 * https://api-docs.commerce7.com/docs), and its public listing is paged by `page` (1-based).
 */
export const PRODUCT_PAGE_SIZE = 50;

/**
 * What a `collectionSlug=` listing says about its collection (public winery sites read its
 * `seo.title` / `seo.description`; a real reply may carry no more than `productCount`). Every
 * field optional: titles the page cannot find here come from the content's `collection` entry.
 */
const CollectionSummarySchema = v.object({
  title: v.nullish(v.string()),
  slug: v.nullish(v.string()),
  seo: v.nullish(v.object({ title: v.nullish(v.string()), description: v.nullish(v.string()) })),
  productCount: v.nullish(v.number()),
});
export type CollectionSummary = v.InferOutput<typeof CollectionSummarySchema>;

/** Products are parsed one by one (parseProducts): one bad product never fails the page. */
const ListingPageSchema = v.object({
  products: v.array(v.unknown()),
  total: v.number(),
  collection: v.nullish(CollectionSummarySchema),
});

export interface ProductFilter {
  /** Only this collection's products (Commerce7's public `collectionSlug` filter). */
  collectionSlug?: string;
  /** Asks for this customer's prices and access (member prices, allocation). */
  customerId?: string;
}

export interface ProductPage {
  products: Product[];
  total: number;
  /** Present on a `collectionSlug` listing when the service describes the collection. */
  collection: CollectionSummary | undefined;
  leftOut: LeftOutProduct[];
}

const LISTING_CALL = 'GET product/for-web';

/**
 * A left-out product is reported once per process (slug and problem), not on every cache
 * refresh of every listing it appears in. Bounded, so a flood of changing faults cannot grow it.
 */
const reportedLeftOut = new Set<string>();
const REPORTED_LEFT_OUT_MAX = 1_000;

/**
 * GET product/slug/{slug}/for-web. Resolves undefined when no product has the slug (the
 * catalogue's "empty result" for a 404) rather than `{}`: a page can `notFound()` on it, and no
 * half-empty object ever passes for a product.
 */
export async function getProductBySlug(
  commerce: Transport,
  slug: string,
  options: { customerId?: string } = {},
): Promise<Product | undefined> {
  const path = `product/slug/${encodeURIComponent(slug)}/for-web`;
  const reply = await commerce.send({
    method: 'GET',
    path,
    query: { customerId: options.customerId },
    schema: ProductSchema,
  });
  return bodyOrUndefined(reply);
}

/** Every product matching the filter (see listAllProductPages). */
export async function listAllProducts(
  commerce: Transport,
  filter: ProductFilter = {},
): Promise<Product[]> {
  return (await listAllProductPages(commerce, filter)).products;
}

/** A collection's products and the summary Commerce7 adds to a `collectionSlug` listing. */
export function listCollectionProducts(
  commerce: Transport,
  collectionSlug: string,
): Promise<{ products: Product[]; collection: CollectionSummary | undefined }> {
  return listAllProductPages(commerce, { collectionSlug });
}

/** One page of the listing (see listProductPage). */
export function listProducts(
  commerce: Transport,
  query: ProductFilter & { limit?: number; page?: number } = {},
): Promise<ProductPage> {
  return listProductPage(commerce, query);
}

/**
 * GET product/for-web?limit=&page=: one page of the public storefront listing (header
 * `tenant`, no app credentials; the customer's token only when the session has one). Public
 * winery sites and storefront readers call it, and `?collectionSlug=`, with the tenant header
 * alone; Commerce7's developer docs (https://api-docs.commerce7.com/docs) document the base URL,
 * the tenant header and the 50-a-page limit. What an unknown `collectionSlug` answers is not
 * documented: a 404 rejects here, and an empty reply without a summary is treated as unknown
 * by the collection page (server/catalog/collections.ts).
 */
async function listProductPage(
  core: Transport,
  query: ProductFilter & { limit?: number; page?: number },
): Promise<ProductPage> {
  const reply = await core.send({
    method: 'GET',
    path: 'product/for-web',
    query: {
      collectionSlug: query.collectionSlug,
      limit: Math.min(query.limit ?? PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE),
      page: query.page ?? 1,
      customerId: query.customerId,
    },
    schema: ListingPageSchema,
  });
  const page = requireBody(reply);
  const { products, leftOut } = parseProducts(page.products);
  return { products, total: page.total, collection: page.collection ?? undefined, leftOut };
}

/**
 * Every product matching the filter, a page of 50 at a time until `total` products have come
 * (or a page comes back short), with the collection summary of the first page. Products that
 * do not parse are left out and reported once.
 */
async function listAllProductPages(core: Transport, filter: ProductFilter) {
  const products: Product[] = [];
  const leftOut: LeftOutProduct[] = [];
  let collection: CollectionSummary | undefined;
  for (let page = 1, seen = 0; ; page++) {
    const reply = await listProductPage(core, { ...filter, limit: PRODUCT_PAGE_SIZE, page });
    collection ??= reply.collection;
    products.push(...reply.products);
    leftOut.push(...reply.leftOut);
    seen += reply.products.length + reply.leftOut.length;
    if (seen >= reply.total || reply.products.length + reply.leftOut.length < PRODUCT_PAGE_SIZE)
      break;
  }
  reportLeftOut(core, leftOut);
  return { products, collection };
}

function reportLeftOut(core: Transport, leftOut: readonly LeftOutProduct[]) {
  const fresh = leftOut.filter(({ label, problem }) => !reportedLeftOut.has(`${label}|${problem}`));
  if (fresh.length === 0) return;
  for (const { label, problem } of fresh) {
    if (reportedLeftOut.size >= REPORTED_LEFT_OUT_MAX) reportedLeftOut.clear();
    reportedLeftOut.add(`${label}|${problem}`);
  }
  const named = fresh.map(({ label, problem }) => `${label} (${problem})`).join('; ');
  core.report(
    new CommerceError({
      statusCode: 502,
      message: `Left out ${fresh.length} listed product(s) that could not be read: ${named}`,
      call: LISTING_CALL,
    }),
    { call: LISTING_CALL, statusCode: 200, attempts: 1 },
  );
}
