import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/commerce/entities';
import {
  fetchAllPages,
  MISSING_PRODUCT_DATA_SETTINGS,
  commerceSource,
  contentServiceSource,
  webServiceSource,
  type ProductDataSource,
} from './sources';
import { resolveProducts } from './resolve';

const product = (id: string, extra: Partial<Product> = {}): Product => ({
  id,
  slug: `slug-${id}`,
  title: `Wine ${id}`,
  type: 'Wine',
  webStatus: 'Available',
  adminStatus: 'Available',
  images: [],
  variants: [{ id: `v-${id}`, sku: `SKU-${id}`, title: '750 ml', price: 3000, inventory: [] }],
  security: { availableTo: 'Public' },
  collections: [],
  ...extra,
});

const source = (
  name: string,
  products: Product[] | Error,
): ProductDataSource & { calls: string[][] } => {
  const calls: string[][] = [];
  return {
    name,
    calls,
    async getProducts(ids) {
      calls.push([...ids]);
      if (products instanceof Error) throw products;
      return products.filter((p) => ids.includes(p.id));
    },
  };
};

const jsonReply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('fetchAllPages (100 at a time until a short page)', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [250, 3],
  ])('%i items take %i requests', async (total, requests) => {
    const fetchPage = vi.fn(async ({ limit, offset }: { limit: number; offset: number }) =>
      Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i),
    );
    const items = await fetchAllPages(fetchPage);
    expect(items).toHaveLength(total);
    expect(fetchPage).toHaveBeenCalledTimes(requests);
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({ limit: 100, offset: 0 });
  });
  it('gives up on a service that never sends a short page', async () => {
    await expect(fetchAllPages(async () => [1, 2], { pageSize: 2, maxPages: 3 })).rejects.toThrow(
      /3 pages/,
    );
  });
});

describe('resolveProducts', () => {
  it('keeps the order asked and fills gaps from the next source', async () => {
    const first = source('web', [product('b')]);
    const last = source('commerce', [product('a'), product('b'), product('c')]);
    const products = await resolveProducts(['a', 'b', 'c'], [first, last]);
    expect(products.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(last.calls).toEqual([['a', 'c']]);
  });
  it('falls back to the commerce calls when a source fails', async () => {
    const onError = vi.fn();
    const products = await resolveProducts(
      ['a'],
      [source('web', new Error('down')), source('commerce', [product('a')])],
      onError,
    );
    expect(products.map((p) => p.id)).toEqual(['a']);
    expect(onError).toHaveBeenCalledWith('web', expect.any(Error));
  });
  it.each([
    ['Retired', product('r', { webStatus: 'Retired' })],
    ['notFound', product('n', { type: 'notFound' })],
  ])('drops %s products from the merged list', async (_name, dropped) => {
    const products = await resolveProducts(
      [dropped.id, 'a'],
      [source('commerce', [dropped, product('a')])],
    );
    expect(products.map((p) => p.id)).toEqual(['a']);
  });
  it('leaves unknown ids out and lists a product once', async () => {
    const products = await resolveProducts(['a', 'x', 'a'], [source('commerce', [product('a')])]);
    expect(products.map((p) => p.id)).toEqual(['a']);
  });
});

describe('webServiceSource (get-products)', () => {
  it('sends brand, repeated ids and the API key header, and parses the products', async () => {
    const fetchImpl = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      jsonReply({ products: [product('a'), { junk: true }] }),
    );
    const web = webServiceSource(
      { url: 'https://data.example/api', apiKey: 'k3y', brand: 'Isosceles Ridge' },
      fetchImpl,
    );
    const products = await web.getProducts(['a', 'b']);
    expect(products.map((p) => p.id)).toEqual(['a']);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      'https://data.example/api/get-products?brand=Isosceles+Ridge&id=a&id=b',
    );
    expect(init?.headers).toEqual({ 'x-api-key': 'k3y' });
  });
  it('says which settings are missing, in the agreed words', async () => {
    await expect(webServiceSource(undefined).getProducts(['a'])).rejects.toThrow(
      MISSING_PRODUCT_DATA_SETTINGS,
    );
  });
  it('rejects a failed reply so the facade falls back', async () => {
    const web = webServiceSource(
      { url: 'https://d.example', apiKey: 'k', brand: 'b' },
      async () => new Response('', { status: 503 }),
    );
    await expect(web.getProducts(['a'])).rejects.toThrow(/503/);
  });
});

describe('contentServiceSource (c-7-products-data)', () => {
  it('asks by query.id with cache seconds and reads data.product or data', async () => {
    const fetchImpl = vi.fn(async (_url: URL | RequestInfo) =>
      jsonReply({
        results: [
          { id: 'e1', data: { product: product('a') } },
          { id: 'e2', data: product('b') },
        ],
      }),
    );
    const content = contentServiceSource(
      { apiKey: 'pub', baseUrl: 'https://cdn.example/api/v3/content' },
      fetchImpl,
    );
    expect((await content.getProducts(['a', 'b'])).map((p) => p.id)).toEqual(['a', 'b']);
    const url = new URL(String(fetchImpl.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/v3/content/c-7-products-data');
    expect(url.searchParams.get('query.id')).toBe('{"$in":["a","b"]}');
    expect(url.searchParams.get('cacheSeconds')).toBe('60');
    expect(url.searchParams.get('apiKey')).toBe('pub');
  });
  it('lists the whole model 100 at a time until a short page', async () => {
    const offsets: string[] = [];
    const content = contentServiceSource({ apiKey: 'pub' }, async (input) => {
      const url = new URL(String(input));
      offsets.push(url.searchParams.get('offset') ?? '');
      const count = url.searchParams.get('offset') === '0' ? 100 : 3;
      return jsonReply({
        results: Array.from({ length: count }, (_, i) => ({
          data: product(`${url.searchParams.get('offset')}-${i}`),
        })),
      });
    });
    expect(await content.listAll()).toHaveLength(103);
    expect(offsets).toEqual(['0', '100']);
  });
});

describe('commerceSource', () => {
  it('matches commerce id, slug or page-builder reference', async () => {
    const commerce = commerceSource(async () => [
      product('a'),
      product('b', { slug: 'bee' }),
      product('c', { builderReferenceId: 'ref-c' }),
      product('d'),
    ]);
    expect((await commerce.getProducts(['a', 'bee', 'ref-c'])).map((p) => p.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
