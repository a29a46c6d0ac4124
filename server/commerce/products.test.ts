import { describe, expect, it } from 'vitest';

import { createCommerceClient } from './client';
import { createMemorySession } from './session';
import {
  BASE_URL,
  errorReply,
  fakeFetch,
  jsonReply,
  type Responder,
  sampleProduct,
  TENANT,
} from './testing';

function setup(responder: Responder) {
  const { fetch, requests } = fakeFetch(responder);
  const client = createCommerceClient(
    { baseUrl: BASE_URL, tenant: TENANT, fetch, report: () => {} },
    createMemorySession(),
  );
  return { client, requests };
}

describe('product calls', () => {
  it('getProductBySlug resolves undefined for an unknown slug', async () => {
    const { client } = setup(() => errorReply(404, 'Product not found'));
    expect(await client.getProductBySlug('no-such-wine')).toBeUndefined();
  });

  it('listAllProducts pages 100 at a time until a short page', async () => {
    const catalogue = Array.from({ length: 230 }, (_, index) =>
      sampleProduct({ id: `p${index}`, slug: `wine-${index}` }),
    );
    const { client, requests } = setup((request) => {
      const offset = Number(request.query.get('offset'));
      const limit = Number(request.query.get('limit'));
      return jsonReply(200, {
        products: catalogue.slice(offset, offset + limit),
        total: catalogue.length,
      });
    });
    const products = await client.listAllProducts({ collection: 'reds' });
    expect(products.map((product) => product.id)).toEqual(catalogue.map((product) => product.id));
    expect(requests.map((request) => request.query.toString())).toEqual([
      'collection=reds&limit=100&offset=0',
      'collection=reds&limit=100&offset=100',
      'collection=reds&limit=100&offset=200',
    ]);
  });

  it('listAllProducts asks once more after an exactly full last page', async () => {
    const catalogue = Array.from({ length: 100 }, (_, index) => sampleProduct({ id: `p${index}` }));
    const { client, requests } = setup((request) => {
      const offset = Number(request.query.get('offset'));
      return jsonReply(200, { products: catalogue.slice(offset, offset + 100), total: 100 });
    });
    expect(await client.listAllProducts()).toHaveLength(100);
    expect(requests).toHaveLength(2);
  });
});
