import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_LOCATION_ID } from './config';
import { startLocalCommerce, type LocalCommerce } from './server';

const SKU = 'ISO-2021-750';
const SLUG = 'isosceles-2021';

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

/** A back-office change: PUT /__catalog/{what}. */
const changeOf = (what: 'price' | 'stock') => (service: LocalCommerce, body: unknown) =>
  fetch(`${service.url.replace(/\/v1$/, '')}/__catalog/${what}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });

describe('test-only price change', () => {
  const change = changeOf('price');
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

describe('test-only stock change', () => {
  const change = changeOf('stock');
  const stockOf = async (service: LocalCommerce) => {
    const reply = await fetch(`${service.url}/product/slug/${SLUG}/for-web`, {
      headers: { tenant: 't' },
    });
    type Stock = { inventoryLocationId: string; availableForSaleCount: number };
    const product = (await reply.json()) as { variants: { sku: string; inventory: Stock[] }[] };
    const variant = product.variants.find((candidate) => candidate.sku === SKU);
    return variant?.inventory.find((row) => row.inventoryLocationId === SHIPPING_LOCATION_ID)
      ?.availableForSaleCount;
  };

  it('is unreachable unless the test switch is on', async () => {
    expect((await change(off, { sku: SKU, count: 3 })).status).toBe(404);
  });

  it("sets one variant's stock at the shipping location, which the product read then shows", async () => {
    const reply = await change(on, { sku: SKU, count: 3 });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ sku: SKU, locationId: SHIPPING_LOCATION_ID, count: 3 });
    expect(await stockOf(on)).toBe(3);
  });

  it.each([
    [{ sku: 'NO-SUCH-SKU', count: 1 }, 404],
    [{ sku: SKU, count: -1 }, 422],
    [{ sku: SKU, count: 1.5 }, 422],
  ])('refuses %j with %i', async (body, status) => {
    expect((await change(on, body)).status).toBe(status);
  });
});
