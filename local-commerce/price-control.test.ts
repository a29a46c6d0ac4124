import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCommerce, type LocalCommerce } from './server';

const SKU = 'ISO-2021-750';
const SLUG = 'isosceles-2021';

describe('test-only price change', () => {
  let on: LocalCommerce;
  let off: LocalCommerce;
  beforeAll(async () => {
    const options = { port: 0, dataDir: 'memory://', tenant: 't', log: () => {} };
    [on, off] = await Promise.all([
      startLocalCommerce({ ...options, faults: true }),
      startLocalCommerce(options),
    ]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });
  const change = (service: LocalCommerce, body: unknown) =>
    fetch(`${service.url.replace(/\/v1$/, '')}/__catalog/price`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });
  const priceOf = async (service: LocalCommerce) => {
    const reply = await fetch(`${service.url}/product/slug/${SLUG}/for-web`, {
      headers: { tenant: 't' },
    });
    const product = (await reply.json()) as { variants: { sku: string; price: number }[] };
    return product.variants.find((variant) => variant.sku === SKU)?.price;
  };

  it('is unreachable unless the test switch is on', async () => {
    expect((await change(off, { sku: SKU, price: 100 })).status).toBe(404);
  });

  it("changes one variant's price, which the product read then shows", async () => {
    const before = await priceOf(on);
    const reply = await change(on, { sku: SKU, price: (before ?? 0) + 111 });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ slug: SLUG, sku: SKU, price: (before ?? 0) + 111 });
    expect(await priceOf(on)).toBe((before ?? 0) + 111);
  });

  it.each([
    [{ sku: 'NO-SUCH-SKU', price: 100 }, 404],
    [{ sku: SKU, price: -1 }, 422],
    [{ sku: SKU, price: 12.5 }, 422],
    [{ sku: SKU }, 422],
  ])('refuses %j with %i and changes nothing', async (body, status) => {
    const before = await priceOf(on);
    expect((await change(on, body)).status).toBe(status);
    expect(await priceOf(on)).toBe(before);
  });
});
