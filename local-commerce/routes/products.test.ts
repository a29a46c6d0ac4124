import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProductSchema, type Product } from '../../lib/commerce/entities';
import { startTestService, type Api, type TestService } from '../test-support';

let running: TestService;
let api: Api;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  running = await startTestService();
  api = running.api;
  for (const who of ['member', 'guest', 'lapsed', 'trade']) {
    const signedIn = await api.login(`${who}@example.com`);
    ids[who] = signedIn.id;
    tokens[who] = signedIn.token;
  }
});
afterAll(() => running.service.close());

describe('GET product/slug/{slug}/for-web', () => {
  it('returns a product that parses with the entity contract', async () => {
    const reply = await api.get<Product>('product/slug/isosceles-2021/for-web');
    expect(reply.status).toBe(200);
    const product = v.parse(ProductSchema, reply.body);
    expect(product).toMatchObject({
      slug: 'isosceles-2021',
      image: '/images/products/isosceles-2021.svg',
      accolades: { accoladesType: 'Points', reviewPoints: 94 },
      security: { availableTo: 'Public', isValidUser: true },
      collections: ['red-wines'],
    });
    expect(product.variants[0]?.inventory).toEqual([
      { inventoryLocationId: 'WH-NAPA', availableForSaleCount: 240 },
    ]);
  });

  it('answers 404 for an unknown slug', async () => {
    const reply = await api.get('product/slug/no-such-wine/for-web');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ statusCode: 404, type: 'notFound', message: 'Product not found' });
  });

  // isValidUser per security rule and viewer (spec section 6; the rules are ours to define).
  const matrix: [slug: string, viewer: string, valid: boolean][] = [
    ['isosceles-2021', 'anonymous', true],
    ['summit-block-cabernet-2021', 'anonymous', false],
    ['summit-block-cabernet-2021', 'member', true],
    ['summit-block-cabernet-2021', 'guest', false],
    ['summit-block-cabernet-2021', 'lapsed', false],
    ['inner-circle-red-2022', 'member', true],
    ['inner-circle-red-2022', 'trade', false],
    ['inner-circle-red-2022', 'lapsed', false],
    ['cellar-hand-grenache-2022', 'trade', true],
    ['cellar-hand-grenache-2022', 'member', false],
    ['cellar-hand-grenache-2022', 'anonymous', false],
  ];
  it.each(matrix)('%s for %s: isValidUser %s', async (slug, viewer, valid) => {
    const query = viewer === 'anonymous' ? '' : `?customerId=${ids[viewer]}`;
    const token = viewer === 'anonymous' ? undefined : tokens[viewer];
    const reply = await api.get<Product>(`product/slug/${slug}/for-web${query}`, { token });
    expect(reply.body.security.isValidUser).toBe(valid);
  });

  it('uses the signed-in customer when no customerId is given', async () => {
    const { token } = await api.login('trade@example.com');
    const reply = await api.get<Product>('product/slug/cellar-hand-grenache-2022/for-web', {
      token,
    });
    expect(reply.body.security.isValidUser).toBe(true);
  });

  it('still finds a Hidden product by slug', async () => {
    expect((await api.get('product/slug/tasting-notes-booklet/for-web')).status).toBe(200);
  });
});

describe('GET product and collection', () => {
  it('lists every product that is not Hidden, in pages', async () => {
    const all = await api.get<{ products: Product[]; total: number }>('product');
    expect(all.body.total).toBeGreaterThanOrEqual(36);
    expect(all.body.products).toHaveLength(all.body.total);
    expect(all.body.products.map((product) => product.slug)).not.toContain('tasting-notes-booklet');

    const page = await api.get<{ products: Product[]; total: number }>(
      'product?collection=all&limit=5&offset=5',
    );
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.products.map((product) => product.slug)).toEqual(
      all.body.products.slice(5, 10).map((product) => product.slug),
    );
    const capped = await api.get<{ products: Product[] }>('product?limit=500');
    expect(capped.body.products.length).toBeLessThanOrEqual(100);
    // Malformed query values are bad requests (issue 11: the huge offset answered 500).
    expect((await api.get('product?limit=ten')).status).toBe(400);
  });

  it.each([
    'product?offset=99999999999999999999',
    'product?limit=99999999999999999999',
    'product?offset=-1',
    'product?offset=1e3',
    'product?collection=%00',
    'product/slug/%00/for-web',
    'product/slug/a/for-web?customerId=%00',
  ])('%s answers 400, never 500', async (path) => {
    expect((await api.get(path)).status).toBe(400);
  });

  it.each([
    ['red-wines', 'isosceles-2021'],
    ['white-wines', 'baseline-sauvignon-blanc-2023'],
    ['gifts-accessories', 'isosceles-ridge-gift-card'],
    ['large-small-formats', 'isosceles-2019-magnum'],
    ['library-wines', 'isosceles-2012'],
  ])('collection %s holds %s', async (collection, slug) => {
    const reply = await api.get<{ products: Product[]; total: number }>(
      `product?collection=${collection}`,
    );
    expect(reply.body.products.map((product) => product.slug)).toContain(slug);
    expect(reply.body.products.every((product) => product.collections.includes(collection))).toBe(
      true,
    );
  });

  it('marks listed products for the customer', async () => {
    const reply = await api.get<{ products: Product[] }>(
      `product?collection=red-wines&customerId=${ids.member}`,
      { token: tokens.member },
    );
    const summit = reply.body.products.find(
      (product) => product.slug === 'summit-block-cabernet-2021',
    );
    expect(summit?.security.isValidUser).toBe(true);
  });

  it('lists and finds collections, all included', async () => {
    const list = await api.get<{ collections: { slug: string }[] }>('collection');
    expect(list.body.collections.map((collection) => collection.slug)).toEqual([
      'all',
      'red-wines',
      'white-wines',
      'gifts-accessories',
      'large-small-formats',
      'library-wines',
    ]);
    expect((await api.get('collection/slug/library-wines')).body).toMatchObject({
      title: 'Library Wines',
    });
    expect((await api.get('collection/slug/all')).status).toBe(200);
    expect((await api.get('collection/slug/rare-birds')).status).toBe(404);
    expect((await api.get('product?collection=rare-birds')).status).toBe(404);
  });
});
