import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProductSchema, type Product } from '../../lib/commerce/entities';
import {
  startTestService,
  TEST_APP_AUTHORIZATION,
  type Api,
  type TestService,
} from '@/tests/support/local-commerce-service';

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
    expect(reply.body).toEqual({
      statusCode: 404,
      type: 'notFound',
      message: 'Product not found',
      errors: [],
    });
  });

  it('carries nulls where Commerce7 does: unset texts, and inventory: null on a virtual gift card', async () => {
    const giftCard = await api.get<Record<string, unknown>>(
      'product/slug/isosceles-ridge-gift-card/for-web',
    );
    expect(giftCard.body).toMatchObject({ subTitle: null, giftCard: { type: 'Virtual' } });
    const variants = giftCard.body.variants as Record<string, unknown>[];
    expect(variants.map((variant) => variant.inventory)).toEqual([null, null, null]);
    expect(variants[0]).toMatchObject({ comparePrice: null, maxQuantityPerCart: null });
    // The tolerant reader takes it as sold without stock data.
    expect(v.parse(ProductSchema, giftCard.body).variants[0]?.inventory).toEqual([]);
    const wine = await api.get<Record<string, unknown>>(
      'product/slug/golden-mean-roussanne-2022/for-web',
    );
    expect(wine.body).toMatchObject({ subTitle: null });
  });

  // isValidUser per security rule and viewer (the spec leaves the rules ours to define).
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

type Listing = { products: Product[]; total: number; collection?: Record<string, unknown> };

describe('GET product/for-web (public storefront listing)', () => {
  it('lists every product that is not Hidden, 50 a page by page number, without credentials', async () => {
    const first = await api.get<Listing>('product/for-web');
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(36);
    expect(first.body.products.length).toBe(Math.min(first.body.total, 50));
    expect(first.body).not.toHaveProperty('collection');
    const slugs = first.body.products.map((product) => product.slug);
    expect(slugs).not.toContain('tasting-notes-booklet');

    const page = await api.get<Listing>('product/for-web?limit=5&page=2');
    expect(page.body.total).toBe(first.body.total);
    expect(page.body.products.map((product) => product.slug)).toEqual(slugs.slice(5, 10));
    const capped = await api.get<Listing>('product/for-web?limit=500');
    expect(capped.body.products.length).toBeLessThanOrEqual(50);
    expect((await api.get<Listing>('product/for-web?page=99')).body.products).toEqual([]);
    // Every listed product reads with the entity contract.
    for (const product of first.body.products)
      expect(v.safeParse(ProductSchema, product).success).toBe(true);
  });

  it.each([
    'product/for-web?limit=ten',
    'product/for-web?page=99999999999999999999',
    'product/for-web?limit=99999999999999999999',
    'product/for-web?page=-1',
    'product/for-web?page=1e3',
    'product/for-web?collectionSlug=%00',
    'product/slug/%00/for-web',
    'product/slug/a/for-web?customerId=%00',
  ])('%s answers 400, never 500', async (path) => {
    expect((await api.get(path)).status).toBe(400);
  });

  it.each([
    ['red-wines', 'isosceles-2021', 'Red Wines'],
    ['white-wines', 'baseline-sauvignon-blanc-2023', 'White Wines'],
    ['gifts-accessories', 'isosceles-ridge-gift-card', 'Gifts & Accessories'],
    ['large-small-formats', 'isosceles-2019-magnum', 'Large & Small Formats'],
    ['library-wines', 'isosceles-2012', 'Library Wines'],
  ])('collectionSlug=%s holds %s, with the collection summary', async (collection, slug, title) => {
    const reply = await api.get<Listing>(`product/for-web?collectionSlug=${collection}`);
    expect(reply.body.products.map((product) => product.slug)).toContain(slug);
    expect(reply.body.products.every((product) => product.collections.includes(collection))).toBe(
      true,
    );
    expect(reply.body.collection).toMatchObject({
      slug: collection,
      title,
      seo: { title },
      productCount: reply.body.total,
    });
  });

  it('answers 404 for an unknown collection', async () => {
    const reply = await api.get('product/for-web?collectionSlug=rare-birds');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({
      statusCode: 404,
      message: 'Collection not found',
      errors: [],
    });
  });

  it('marks listed products for the customer', async () => {
    const reply = await api.get<Listing>(
      `product/for-web?collectionSlug=red-wines&customerId=${ids.member}`,
      { token: tokens.member },
    );
    const summit = reply.body.products.find(
      (product) => product.slug === 'summit-block-cabernet-2021',
    );
    expect(summit?.security.isValidUser).toBe(true);
  });
});

describe('admin routes: app credentials (Basic auth) or 401', () => {
  const unauthorized = {
    statusCode: 401,
    type: 'unauthorized',
    message: 'Unauthorized app',
    errors: [],
  };

  it.each(['product', 'collection', 'collection/slug/red-wines'])(
    "%s answers 401 with Commerce7's error body without app credentials, or with a customer token",
    async (path) => {
      const anonymous = await api.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual(unauthorized);
      expect((await api.get(path, { token: tokens.member })).status).toBe(401);
      const wrong = `Basic ${Buffer.from('test-app:wrong').toString('base64')}`;
      expect((await api.get(path, { token: wrong })).status).toBe(401);
    },
  );

  it('answers every admin route to a service with no app credentials with 401', async () => {
    const bare = await startTestService({ appCredentials: undefined });
    try {
      expect((await bare.api.get('collection', { token: TEST_APP_AUTHORIZATION })).status).toBe(
        401,
      );
    } finally {
      await bare.service.close();
    }
  });

  it('lists products and collections, 50 a page, with the app credentials', async () => {
    const auth = { token: TEST_APP_AUTHORIZATION };
    const products = await api.get<Listing>('product?limit=5&page=2', auth);
    expect(products.status).toBe(200);
    expect(products.body.products).toHaveLength(5);
    const list = await api.get<{ collections: { slug: string }[]; total: number }>(
      'collection',
      auth,
    );
    expect(list.body.collections.map((collection) => collection.slug)).toEqual([
      'red-wines',
      'white-wines',
      'gifts-accessories',
      'large-small-formats',
      'library-wines',
    ]);
    expect(list.body.total).toBe(5);
    expect((await api.get('collection/slug/library-wines', auth)).body).toMatchObject({
      title: 'Library Wines',
      seo: { title: 'Library Wines' },
    });
    expect((await api.get('collection/slug/rare-birds', auth)).status).toBe(404);
    expect((await api.get('product?collection=rare-birds', auth)).status).toBe(404);
  });
});
