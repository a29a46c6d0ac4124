import { describe, expect, it, vi } from 'vitest';

import {
  REAL_SHAPED_GIFT_CARD,
  REAL_SHAPED_LIBRARY_LISTING,
  REAL_SHAPED_SALE_WINE,
  REAL_SHAPED_WINE,
  realShapedCollectionPage,
  realShapedPage,
} from '@/tests/fixtures/real-shaped-commerce';

import { createCommerceClient } from './index';
import { createMemorySession } from './session';
import {
  BASE_URL,
  errorReply,
  fakeFetch,
  jsonReply,
  type Responder,
  sampleProduct,
  TENANT,
} from '@/tests/support/commerce-fakes';

function setup(responder: Responder) {
  const { fetch, requests } = fakeFetch(responder);
  const report = vi.fn();
  const client = createCommerceClient(
    { baseUrl: BASE_URL, tenant: TENANT, fetch, report },
    createMemorySession(),
  );
  return { client, requests, report };
}

/** Serves `catalogue` the way Commerce7's public listing pages it: `limit` (max 50) and `page`. */
function pagedListing(
  catalogue: readonly unknown[],
  extra: Record<string, unknown> = {},
): Responder {
  return (request) => {
    const limit = Math.min(Number(request.query.get('limit') ?? 50), 50);
    const page = Number(request.query.get('page') ?? 1);
    const products = catalogue.slice((page - 1) * limit, page * limit);
    return jsonReply(200, { ...extra, products, total: catalogue.length });
  };
}

describe('product calls', () => {
  it('getProductBySlug resolves undefined for an unknown slug', async () => {
    const { client } = setup(() => errorReply(404, 'Product not found'));
    expect(await client.getProductBySlug('no-such-wine')).toBeUndefined();
  });

  it('getProductBySlug reads a real-shaped virtual gift card (inventory: null)', async () => {
    const { client } = setup(() => jsonReply(200, REAL_SHAPED_GIFT_CARD));
    const product = await client.getProductBySlug('virtual-gift-card-75');
    expect(product?.giftCard).toEqual({ type: 'Virtual' });
    expect(product?.variants[0]?.inventory).toEqual([]);
  });

  it('listAllProducts reads the public listing 50 a page, by page number, until total', async () => {
    const catalogue = Array.from({ length: 120 }, (_, index) =>
      sampleProduct({ id: `p${index}`, slug: `wine-${index}` }),
    );
    const { client, requests } = setup(pagedListing(catalogue));
    const products = await client.listAllProducts({ collectionSlug: 'reds' });
    expect(products.map((product) => product.id)).toEqual(catalogue.map((product) => product.id));
    expect(requests.map((request) => `${request.path}?${request.query}`)).toEqual([
      'product/for-web?collectionSlug=reds&limit=50&page=1',
      'product/for-web?collectionSlug=reds&limit=50&page=2',
      'product/for-web?collectionSlug=reds&limit=50&page=3',
    ]);
    // A storefront read: the tenant header and no credentials.
    expect(requests[0]?.headers.get('tenant')).toBe(TENANT);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('stops at total: an exactly full last page asks no more', async () => {
    const catalogue = Array.from({ length: 100 }, (_, index) => sampleProduct({ id: `p${index}` }));
    const { client, requests } = setup(pagedListing(catalogue));
    expect(await client.listAllProducts()).toHaveLength(100);
    expect(requests).toHaveLength(2);
  });

  it('stops at a short page even when total claims more', async () => {
    const { client, requests } = setup(() =>
      jsonReply(200, { products: [sampleProduct()], total: 500 }),
    );
    expect(await client.listAllProducts()).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('never asks for more than 50 a page', async () => {
    const { client, requests } = setup(pagedListing([]));
    await client.listProducts({ limit: 100 });
    expect(requests[0]?.query.get('limit')).toBe('50');
  });

  it('reads a real-shaped page: nulls, a library listing with no variants, a gift card', async () => {
    const { client, report } = setup(() =>
      jsonReply(
        200,
        realShapedPage([
          REAL_SHAPED_GIFT_CARD,
          REAL_SHAPED_LIBRARY_LISTING,
          REAL_SHAPED_WINE,
          REAL_SHAPED_SALE_WINE,
        ]),
      ),
    );
    const products = await client.listAllProducts();
    expect(products.map((product) => product.slug)).toEqual([
      'virtual-gift-card-75',
      '2004-bench-reserve',
      '2019-coastal-bench-blanc-375ml',
      '2020-coastal-bench-rouge',
    ]);
    expect(report).not.toHaveBeenCalled();
  });

  it('leaves one bad product out, keeps the list, and reports it once', async () => {
    const broken = { ...REAL_SHAPED_WINE, slug: 'broken-wine', variants: [{ sku: 'X' }] };
    const page = realShapedPage([REAL_SHAPED_WINE, broken, REAL_SHAPED_SALE_WINE]);
    const { client, report } = setup(() => jsonReply(200, page));
    const products = await client.listAllProducts();
    expect(products.map((product) => product.slug)).toEqual([
      '2019-coastal-bench-blanc-375ml',
      '2020-coastal-bench-rouge',
    ]);
    expect(report).toHaveBeenCalledTimes(1);
    const [error, context] = report.mock.calls[0] ?? [];
    expect((error as Error).message).toMatch(/^Left out 1 listed product\(s\) .*broken-wine/);
    expect(context).toMatchObject({ call: 'GET product/for-web' });
    // The next read of the same listing (a cache refresh) does not report it again.
    await client.listAllProducts();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('listCollectionProducts hands back the collection summary of a collectionSlug listing', async () => {
    const summary = { productCount: 2, seo: { title: 'Whites', description: 'Cool slopes.' } };
    const { client } = setup(() =>
      jsonReply(200, realShapedCollectionPage([REAL_SHAPED_WINE, REAL_SHAPED_SALE_WINE], summary)),
    );
    const listed = await client.listCollectionProducts('whites');
    expect(listed.products).toHaveLength(2);
    expect(listed.collection).toEqual(summary);
  });

  it('an unknown collection rejects with the 404', async () => {
    const { client } = setup(() => errorReply(404, 'Collection not found'));
    await expect(client.listCollectionProducts('rare-birds')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
