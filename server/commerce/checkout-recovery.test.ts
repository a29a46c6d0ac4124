import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Order } from '@/lib/commerce/entities';
import { TEST_CARD_NUMBER } from '@/local-commerce/config';
import { type LocalCommerce, startLocalCommerce } from '@/local-commerce/server';
import { TEST_ADDRESS } from '@/tests/support/test-customer';

import { createCommerceClient } from './index';
import { CommerceError, isCartValidationError } from './errors';
import { createMemorySession } from './session';

/**
 * Contract: a checkout whose reply is lost, against the embedded service in process with its
 * test-only fault switch. GET order/cart/{cartId} finds the order placed from a cart, says 409
 * while that cart's checkout is still running and 404 only when no order came or can come of
 * it; every checkout of one cart carries one Idempotency-Key, so placing it again answers the
 * same order.
 */

const TENANT = 'recovery-winery';
const SKU = 'ISO-2021-750';
const PAYMENT = { cardNumber: TEST_CARD_NUMBER, expiry: '12/39', cvv: '123' };
const PAYLOAD = {
  email: 'ada@example.com',
  shipTo: TEST_ADDRESS,
  payment: PAYMENT,
};

let service: LocalCommerce;
const faultsUrl = () => `${service.url.replace(/\/v1$/, '')}/__faults`;

async function arm(fault: Record<string, unknown>) {
  const reply = await fetch(faultsUrl(), { method: 'POST', body: JSON.stringify(fault) });
  expect(reply.status).toBe(201);
}

function connect() {
  const report = vi.fn();
  const client = createCommerceClient(
    { baseUrl: service.url, tenant: TENANT, report, retryDelayMs: () => 0, timeoutMs: 2_000 },
    createMemorySession(),
  );
  return { client, report };
}

async function cartWithWine() {
  const { client } = connect();
  const cart = await client.createCart({ userAgent: 'recovery-test', metaData: {} });
  await client.addCartItem(cart.id, { sku: SKU, quantity: 1 });
  return cart.id;
}

function asOrder(result: unknown): Order {
  if (!result || isCartValidationError(result as never))
    throw new Error(`checkout failed: ${JSON.stringify(result)}`);
  return result as Order;
}

beforeAll(async () => {
  service = await startLocalCommerce({
    port: 0,
    dataDir: 'memory://',
    tenant: TENANT,
    faults: true,
    log: () => {},
  });
});

afterAll(async () => {
  await service?.close();
});

beforeEach(async () => {
  await fetch(faultsUrl(), { method: 'DELETE' });
});

describe('contract: GET order/cart/{cartId}', () => {
  it('finds the order placed from a cart, quietly', async () => {
    const cartId = await cartWithWine();
    const { client, report } = connect();
    const order = asOrder(await client.checkout(cartId, PAYLOAD));
    expect(await client.findOrderOfCart(cartId)).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('answers undefined for an open cart without an order and for an unknown cart', async () => {
    const cartId = await cartWithWine();
    const { client, report } = connect();
    expect(await client.findOrderOfCart(cartId)).toBeUndefined();
    expect(await client.findOrderOfCart('no-such-cart')).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it("answers 409 inProgress while the cart's checkout is still running, then the order", async () => {
    const cartId = await cartWithWine();
    const { client, report } = connect();
    await arm({ method: 'POST', path: '^cart/[^/]+/checkout$', delayMs: 400 });
    const placing = client.checkout(cartId, PAYLOAD);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const during = await client.findOrderOfCart(cartId).catch((error: unknown) => error);
    expect(during).toBeInstanceOf(CommerceError);
    expect(during).toMatchObject({ statusCode: 409, type: 'inProgress' });
    // Waiting for the answer is not a failure to report.
    expect(report).not.toHaveBeenCalled();

    const order = asOrder(await placing);
    expect(await client.findOrderOfCart(cartId)).toMatchObject({ id: order.id });
  });
});

describe('contract: a checkout whose reply is lost', () => {
  it('a connection dropped after the order committed: the lookup finds it, a second checkout replays it', async () => {
    const cartId = await cartWithWine();
    const { client } = connect();
    await arm({ method: 'POST', path: '^cart/[^/]+/checkout$', after: true, drop: true });

    await expect(client.checkout(cartId, PAYLOAD)).rejects.toMatchObject({ statusCode: 502 });
    const found = await client.findOrderOfCart(cartId);
    expect(found).toBeDefined();

    // The shopper presses "Place order" again: the same order, not "cart not found", not a second one.
    const again = asOrder(await client.checkout(cartId, PAYLOAD));
    expect(again.id).toBe(found?.id);
    expect(again.orderNumber).toBe(found?.orderNumber);
  });

  it('a reply held past the client timeout after the order committed: the lookup finds it meanwhile', async () => {
    const cartId = await cartWithWine();
    const { client } = connect();
    await arm({ method: 'POST', path: '^cart/[^/]+/checkout$', after: true, delayMs: 3_000 });
    const placing = createCommerceClient(
      { baseUrl: service.url, tenant: TENANT, report: () => {}, timeoutMs: 300 },
      createMemorySession(),
    ).checkout(cartId, PAYLOAD);
    await expect(placing).rejects.toMatchObject({ statusCode: 408 });
    expect(await client.findOrderOfCart(cartId)).toMatchObject({ email: PAYLOAD.email });
  });

  it('a refused card is not kept for replay: the corrected checkout of the same cart goes through', async () => {
    const cartId = await cartWithWine();
    const { client } = connect();
    const declined = await client.checkout(cartId, {
      ...PAYLOAD,
      payment: { ...PAYMENT, cardNumber: '4000000000000002' },
    });
    expect(declined).toMatchObject({ kind: 'cart-validation-error', message: 'Card declined' });
    const order = asOrder(await client.checkout(cartId, PAYLOAD));
    expect(await client.findOrderOfCart(cartId)).toMatchObject({ id: order.id });
  });
});
