import 'server-only';
import * as v from 'valibot';
import type { Product } from '@/lib/commerce/entities';
import { parseProducts } from '@/lib/commerce/parse-products';
import { REQUEST_TIMEOUT_MS, CONTENT_PAGE_SIZE } from '@/lib/constants';

/**
 * The product data sources (the content service, the web service), each answering "these
 * products, by id". The facade (index.ts) chains them and falls back to the commerce calls.
 */
export interface ProductDataSource {
  readonly name: string;
  getProducts(ids: readonly string[]): Promise<Product[]>;
}

type Fetch = typeof fetch;

/** The message, word for word as specified, of a product-data call made without its settings. */
export const MISSING_PRODUCT_DATA_SETTINGS = 'getProductsFromRedis is missing env variables';

/** A product in a source's reply; entries that are not products are skipped, not fatal. */
function productsOf(items: readonly unknown[], source: string): Product[] {
  const { products, leftOut } = parseProducts(items);
  for (const { label, problem } of leftOut)
    console.error(`[product-data] ${source}: skipped ${label}, not a product: ${problem}`);
  return products;
}

async function getJson(
  fetchImpl: Fetch,
  url: URL,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetchImpl(url, {
    headers,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return response.json();
}

const WebServiceReply = v.union([
  v.array(v.unknown()),
  v.object({ products: v.array(v.unknown()) }),
  v.object({ data: v.array(v.unknown()) }),
]);

/**
 * The product-data web service: GET {url}/get-products?brand=...&id=a&id=b with the API key in a
 * header. Server side only (the key never reaches a browser: this module is server-only).
 */
export function webServiceSource(
  settings: { url: string; apiKey: string; brand: string } | undefined,
  fetchImpl: Fetch = fetch,
): ProductDataSource {
  return {
    name: 'product-data web service',
    async getProducts(ids) {
      if (!settings) throw new Error(MISSING_PRODUCT_DATA_SETTINGS);
      if (ids.length === 0) return [];
      const url = new URL(`${settings.url}/get-products`);
      url.searchParams.set('brand', settings.brand);
      for (const id of ids) url.searchParams.append('id', id);
      const reply = v.parse(
        WebServiceReply,
        await getJson(fetchImpl, url, { 'x-api-key': settings.apiKey }),
      );
      const items = Array.isArray(reply)
        ? reply
        : 'products' in reply
          ? reply.products
          : reply.data;
      return productsOf(items, this.name);
    },
  };
}

const ContentPage = v.object({
  results: v.array(
    v.object({
      id: v.optional(v.string()),
      data: v.optional(v.record(v.string(), v.unknown()), {}),
    }),
  ),
});

const CONTENT_API_BASE = 'https://cdn.builder.io/api/v3/content';
/** Seconds the content service may cache the product-data answer (spec: "cache seconds"). */
const CONTENT_CACHE_SECONDS = 60;

/**
 * The content service's copy of the commerce products (model c-7-products-data): either by id
 * (query.id, one call) or the whole model, 100 entries at a time until a short page. An entry's
 * product is its data.product, or its data itself.
 */
export function contentServiceSource(
  settings: { apiKey: string; baseUrl?: string } | undefined,
  fetchImpl: Fetch = fetch,
): ProductDataSource & { listAll(): Promise<Product[]> } {
  const base = settings?.baseUrl ?? CONTENT_API_BASE;
  const page = async (params: Record<string, string>) => {
    if (!settings) throw new Error('Content service product data needs BUILDER_API_KEY');
    const url = new URL(`${base}/c-7-products-data`);
    url.searchParams.set('apiKey', settings.apiKey);
    url.searchParams.set('fields', 'id,data');
    url.searchParams.set('cacheSeconds', String(CONTENT_CACHE_SECONDS));
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const reply = v.parse(ContentPage, await getJson(fetchImpl, url));
    return reply.results.map((entry) => entry.data.product ?? entry.data);
  };
  return {
    name: 'content service product data',
    async getProducts(ids) {
      if (ids.length === 0) return [];
      // query.id with the $in operator: one request for the listed products.
      const items = await page({
        'query.id': JSON.stringify({ $in: ids }),
        limit: String(ids.length),
        offset: '0',
      });
      return productsOf(items, this.name);
    },
    async listAll() {
      const items = await fetchAllPages(({ limit, offset }) =>
        page({ limit: String(limit), offset: String(offset) }),
      );
      return productsOf(items, this.name);
    },
  };
}

/**
 * The commerce calls as the last source (and the only one in local mode, where the embedded
 * service serves everything): the listing, matched on commerce id, slug or page-builder reference.
 */
export function commerceSource(listAllProducts: () => Promise<Product[]>): ProductDataSource {
  return {
    name: 'commerce',
    async getProducts(ids) {
      if (ids.length === 0) return [];
      const wanted = new Set(ids);
      return (await listAllProducts()).filter(
        (product) =>
          wanted.has(product.id) ||
          wanted.has(product.slug) ||
          (product.builderReferenceId ? wanted.has(product.builderReferenceId) : false),
      );
    },
  };
}

/**
 * Reads a paged list 100 at a time until a page comes back short.
 * `maxPages` guards against a service that never returns a short page.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<T[]>,
  { pageSize = CONTENT_PAGE_SIZE, maxPages = 100 }: { pageSize?: number; maxPages?: number } = {},
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const items = await fetchPage({ limit: pageSize, offset: page * pageSize });
    all.push(...items);
    if (items.length < pageSize) return all;
  }
  throw new Error(`Paged read did not end after ${maxPages} pages of ${pageSize}`);
}
