import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { TEST_CARD_NUMBER } from '@/local-commerce/config';
import { type LocalCommerce, startLocalCommerce } from '@/local-commerce/server';
import { TEST_JOIN_EXTRAS } from '@/tests/support/local-commerce-service';

import { type CommerceClient, createCommerceClient } from './index';
import { isCartValidationError } from './errors';
import { PRODUCT_PAGE_SIZE } from './products';
import type { CommerceSettings } from './session';
import { type CommerceSession, createMemorySession } from './session';
import { connectionRefused } from '@/tests/support/commerce-fakes';

/**
 * Contract tests: the commerce client against the embedded service (local-commerce), in process.
 * Every call of the client, the catalogue rows the service can produce, bad input and persistence.
 */

const TENANT = 'contract-winery';
const SKU = 'ISO-2021-750';
const SLUG = 'isosceles-2021';
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Vine',
  address: '1 Limestone Rd',
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
};
const PAYMENT = { cardNumber: TEST_CARD_NUMBER, expiry: '12/39', cvv: '123' };
const JOIN_EXTRAS = TEST_JOIN_EXTRAS;
/** The app credentials the service accepts on its admin routes (as Commerce7 does an app's). */
const APP = { id: 'contract-app', secret: 'contract-secret' };

let service: LocalCommerce;
const serviceLog: string[] = [];

function connect(
  session: CommerceSession = createMemorySession(),
  overrides: Partial<CommerceSettings> = {},
  target: Pick<LocalCommerce, 'url' | 'tenant'> = service,
) {
  const report = vi.fn();
  const client = createCommerceClient(
    { baseUrl: target.url, tenant: target.tenant, report, retryDelayMs: () => 0, ...overrides },
    session,
  );
  return { client, session, report };
}

let emailCounter = 0;
const uniqueEmail = () => `ada.${Date.now()}.${(emailCounter += 1)}@example.com`;

async function registeredCustomer(client: CommerceClient, email = uniqueEmail()) {
  return client.registerCustomer({
    email,
    password: 'correct horse',
    firstName: 'Ada',
    lastName: 'Vine',
  });
}

beforeAll(async () => {
  service = await startLocalCommerce({
    port: 0,
    dataDir: 'memory://',
    tenant: TENANT,
    appCredentials: APP,
    log: (line) => serviceLog.push(line),
  });
});

afterAll(async () => {
  await service?.close();
});

describe('contract: products and collections', () => {
  it('reads a product by slug, with its variants', async () => {
    const { client } = connect();
    const product = await client.getProductBySlug(SLUG);
    expect(product?.slug).toBe(SLUG);
    expect(product?.variants.map((variant) => variant.sku)).toContain(SKU);
  });

  it('answers undefined for an unknown slug', async () => {
    const { client, report } = connect();
    expect(await client.getProductBySlug('no-such-wine')).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('reads the public listing by page number, with no credentials, and gathers every product', async () => {
    const { client, report } = connect();
    const first = await client.listProducts({ limit: 10, page: 1 });
    const second = await client.listProducts({ limit: 10, page: 2 });
    expect(first.products).toHaveLength(10);
    expect(second.products).toHaveLength(10);
    expect(second.products[0]?.id).not.toBe(first.products[0]?.id);
    // Capped at Commerce7's 50 a page whatever is asked.
    const capped = await client.listProducts({ limit: 500 });
    expect(capped.products).toHaveLength(Math.min(first.total, PRODUCT_PAGE_SIZE));
    const all = await client.listAllProducts();
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((product) => product.id)).size).toBe(first.total);
    // Nothing left out: every product the service lists reads with the tolerant reader.
    expect(first.leftOut).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });

  it('reads the virtual gift card the service sends with inventory: null as sellable', async () => {
    const { client } = connect();
    const giftCard = await client.getProductBySlug('isosceles-ridge-gift-card');
    expect(giftCard?.giftCard).toEqual({ type: 'Virtual' });
    expect(giftCard?.variants.every((variant) => variant.inventory.length === 0)).toBe(true);
    expect(giftCard?.subTitle).toBeNull();
  });

  it('filters the listing by collectionSlug and hands back the collection summary', async () => {
    const { client } = connect();
    const reds = await client.listCollectionProducts('red-wines');
    expect(reds.products.length).toBeGreaterThan(0);
    expect(reds.products.every((product) => product.collections.includes('red-wines'))).toBe(true);
    expect(reds.collection).toMatchObject({
      slug: 'red-wines',
      seo: { title: 'Red Wines' },
      productCount: reds.products.length,
    });
    await expect(client.listCollectionProducts('no-such-collection')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("lists collections only with the app's credentials (admin route), never with a customer token", async () => {
    const withApp = connect(createMemorySession({ token: 'a-customer-token' }), {
      appCredentials: APP,
    });
    const collections = await withApp.client.listCollections();
    expect(collections.map((collection) => collection.slug)).toEqual([
      'red-wines',
      'white-wines',
      'gifts-accessories',
      'large-small-formats',
      'library-wines',
    ]);
    expect(await withApp.session.getToken()).toBe('a-customer-token');

    const wrong = connect(createMemorySession({ token: 'a-customer-token' }), {
      appCredentials: { id: APP.id, secret: 'wrong' },
    });
    await expect(wrong.client.listCollections()).rejects.toMatchObject({ statusCode: 401 });
    // A refused app call never signs the shopper out.
    expect(await wrong.session.getToken()).toBe('a-customer-token');

    const none = connect();
    await expect(none.client.listCollections()).rejects.toMatchObject({
      statusCode: 401,
      type: 'app-credentials-missing',
    });
  });

  it('rejects and reports a call the service refuses for a wrong tenant', async () => {
    const { client, report } = connect(createMemorySession(), { tenant: 'someone-else' });
    await expect(client.listProducts()).rejects.toMatchObject({ statusCode: 400 });
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('contract: customers', () => {
  it('registers, reads self, logs out and in again', async () => {
    const { client, session } = connect();
    const email = uniqueEmail();
    const registered = await registeredCustomer(client, email);
    expect(await session.getToken()).toBe(registered.token);

    const self = await client.getSelf();
    expect(self.emails[0]?.email).toBe(email);

    await client.logout();
    expect(await session.getToken()).toBeUndefined();

    const again = await client.login({ email, password: 'correct horse' });
    expect(again.id).toBe(registered.id);
    expect(await session.getToken()).toBe(again.token);
  });

  it('refuses a duplicate registration with a 422', async () => {
    const { client } = connect();
    const email = uniqueEmail();
    await registeredCustomer(client, email);
    await expect(registeredCustomer(client, email)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Customer already exists',
    });
  });

  it('passes a failed login on and keeps the current token', async () => {
    const { client, session } = connect(createMemorySession({ token: 'keep-me' }));
    await expect(
      client.login({ email: uniqueEmail(), password: 'wrong password' }),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(await session.getToken()).toBe('keep-me');
  });

  it('passes a 401 on customer/self on without clearing the token', async () => {
    const { client, session } = connect(createMemorySession({ token: 'revoked-token' }));
    await expect(client.getSelf()).rejects.toMatchObject({ statusCode: 401 });
    expect(await session.getToken()).toBe('revoked-token');
  });

  it('clears the token on a 401 anywhere else', async () => {
    const { client: signUp } = connect();
    const customer = await registeredCustomer(signUp);
    const { client, session } = connect(createMemorySession({ token: 'revoked-token' }));
    await expect(client.listCustomerClubMemberships(customer.id)).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(await session.getToken()).toBeUndefined();
  });

  it('sends reset-password and magic links to known customers; unknown e-mails reject with the server message', async () => {
    const { client } = connect();
    const email = uniqueEmail();
    await registeredCustomer(client, email);
    await client.generateResetPasswordLink({ email });
    await client.generateMagicLink({ email });
    expect(serviceLog.filter((line) => line.includes(email))).toHaveLength(2);

    const unknown = uniqueEmail();
    await expect(client.generateResetPasswordLink({ email: unknown })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Customer not found',
    });
    await expect(client.generateMagicLink({ email: unknown })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Customer not found',
    });
  });
});

describe('contract: carts and checkout', () => {
  async function newCart() {
    const connection = connect();
    const cart = await connection.client.createCart({
      userAgent: 'contract-test',
      metaData: { source: 'test' },
    });
    return { ...connection, cart };
  }

  it('creates a cart and keeps its id in the session', async () => {
    const { session, cart } = await newCart();
    expect(cart.items).toEqual([]);
    expect(await session.getCartId()).toBe(cart.id);
  });

  it('deletes a cart: it is gone afterwards', async () => {
    const { client, cart } = await newCart();
    await client.deleteCart(cart.id);
    expect(await client.getCart(cart.id)).toBeUndefined();
  });

  it('adds, updates, messages and removes items', async () => {
    const { client, cart } = await newCart();
    const added = await client.addCartItem(cart.id, { sku: SKU, quantity: 2 });
    expect(added).toMatchObject({ items: [{ sku: SKU, quantity: 2 }] });

    const updated = await client.updateCartItem(cart.id, SKU, 5);
    expect(updated).toMatchObject({ items: [{ sku: SKU, quantity: 5 }] });

    expect(await client.updateCart(cart.id, { giftMessage: 'Happy birthday' })).toMatchObject({
      giftMessage: 'Happy birthday',
    });

    const removed = await client.removeCartItem(cart.id, SKU);
    expect(removed).toMatchObject({ items: [] });
    expect(await client.getCart(cart.id)).toMatchObject({ id: cart.id, items: [] });
  });

  it.each([
    {
      input: 'an unknown sku',
      item: { sku: 'NO-SUCH-SKU', quantity: 1 },
      message: 'Product variant not found',
    },
    {
      input: 'quantity 0',
      item: { sku: SKU, quantity: 0 },
      message: 'Quantity must be a whole number of at least 1',
    },
    {
      input: 'quantity 100',
      item: { sku: SKU, quantity: 100 },
      message: 'Maximum quantity per cart is 99',
    },
  ])(
    'answers $input with a CartValidationError carrying the server message',
    async ({ item, message }) => {
      const { client, session, cart, report } = await newCart();
      const result = await client.addCartItem(cart.id, item);
      expect(isCartValidationError(result)).toBe(true);
      expect(result).toMatchObject({ statusCode: 422, message });
      expect(await session.getCartId()).toBe(cart.id);
      expect(report).not.toHaveBeenCalled();
    },
  );

  it('answers undefined for an unknown cart and clears the cart id', async () => {
    const { client, session } = connect(createMemorySession({ cartId: 'no-such-cart' }));
    expect(await client.getCart('no-such-cart')).toBeUndefined();
    expect(await client.addCartItem('no-such-cart', { sku: SKU, quantity: 1 })).toBeUndefined();
    expect(await session.getCartId()).toBeUndefined();
  });

  it('does not add twice when a POST reply is lost and the call is retried with its Idempotency-Key', async () => {
    const { cart } = await newCart();
    let lostReplies = 0;
    // The first attempt reaches the service, then its reply is "lost" as a refused connection,
    // which the core retries; the service must replay the stored reply rather than add again.
    const lossyFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST' && lostReplies === 0) {
        lostReplies += 1;
        throw connectionRefused();
      }
      return response;
    };
    const { client } = connect(createMemorySession(), { fetch: lossyFetch });
    const result = await client.addCartItem(cart.id, { sku: SKU, quantity: 1 });
    expect(lostReplies).toBe(1);
    expect(result).toMatchObject({ items: [{ sku: SKU, quantity: 1 }] });
  });

  it('checks out: an order, and the spent cart forgotten; a declined card keeps the cart', async () => {
    const { client, session, cart } = await newCart();
    await client.addCartItem(cart.id, { sku: SKU, quantity: 1 });

    const declined = await client.checkout(cart.id, {
      email: 'ada@example.com',
      shipTo: ADDRESS,
      payment: { ...PAYMENT, cardNumber: '4000000000000002' },
    });
    expect(declined).toMatchObject({ kind: 'cart-validation-error', message: 'Card declined' });
    expect(await session.getCartId()).toBe(cart.id);

    const order = await client.checkout(cart.id, {
      email: 'ada@example.com',
      shipTo: ADDRESS,
      payment: PAYMENT,
    });
    expect(order).toMatchObject({ email: 'ada@example.com', items: [{ sku: SKU, quantity: 1 }] });
    expect(await session.getCartId()).toBeUndefined();
  });
});

describe('contract: orders', () => {
  it('reads an order by id, by number and e-mail, and as its customer', async () => {
    const { client } = connect();
    const customer = await registeredCustomer(client);
    const email = customer.emails[0]?.email ?? '';
    const cart = await client.createCart({ userAgent: 'contract-test', customerId: customer.id });
    await client.addCartItem(cart.id, { sku: SKU, quantity: 1 });
    const order = await client.checkout(cart.id, { email, shipTo: ADDRESS, payment: PAYMENT });
    if (!order || isCartValidationError(order))
      throw new Error(`checkout failed: ${JSON.stringify(order)}`);

    expect(await client.getOrderLimited(order.id)).toMatchObject({ id: order.id });
    expect(await client.findOrderLimited({ email, orderNumber: order.orderNumber })).toMatchObject({
      id: order.id,
    });
    expect(await client.getCustomerOrder(customer.id, order.id)).toMatchObject({ id: order.id });
  });

  it('rejects an unknown order with 404', async () => {
    const { client } = connect();
    await expect(client.getOrderLimited('no-such-order')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      client.findOrderLimited({ email: 'nobody@example.com', orderNumber: 1 }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('contract: clubs', () => {
  it('lists the 9 clubs and 27 subscriptions', async () => {
    const { client } = connect();
    const clubs = await client.listClubs();
    expect(clubs.filter((club) => club.kind === 'club')).toHaveLength(9);
    expect(clubs.filter((club) => club.kind === 'subscription')).toHaveLength(27);
  });

  it('joins, reads, lists and cancels a membership', async () => {
    const { client } = connect();
    const customer = await registeredCustomer(client);
    const [club] = await client.listClubs();
    if (!club) throw new Error('no seeded club');

    const membership = await client.joinClub({
      clubSlug: club.slug,
      customerId: customer.id,
      shipTo: ADDRESS,
      ...JOIN_EXTRAS,
    });
    expect(membership).toMatchObject({
      customerId: customer.id,
      clubSlug: club.slug,
      status: 'Active',
      creditCard: { cardBrand: 'Visa', last4: '4242' },
    });
    expect(membership.termsAcceptedAt).toEqual(expect.any(String));
    expect(await client.getClubMembershipLimited(membership.id)).toMatchObject({
      id: membership.id,
    });
    expect(await client.listCustomerClubMemberships(customer.id)).toEqual([membership]);

    const cancelled = await client.cancelClubMembership(customer.id, membership.id, {
      cancellationReason: 'Moving',
    });
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancellationReason: 'Moving' });
    await expect(client.cancelClubMembership(customer.id, membership.id)).rejects.toMatchObject({
      statusCode: 422,
    });
  });

  it('rejects joining an unknown club with 422', async () => {
    const { client } = connect();
    await expect(
      client.joinClub({
        clubSlug: 'no-such-club',
        email: uniqueEmail(),
        shipTo: ADDRESS,
        ...JOIN_EXTRAS,
      }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Club not found' });
  });

  it('refuses a join under 21 with the message, and creates nothing', async () => {
    const { client } = connect();
    const customer = await registeredCustomer(client);
    await expect(
      client.joinClub({
        clubSlug: '4-bottle-red-wines',
        shipTo: ADDRESS,
        ...JOIN_EXTRAS,
        birthDate: '2015-01-01',
      }),
    ).rejects.toMatchObject({ statusCode: 422, message: expect.stringMatching(/at least 21/) });
    expect(await client.listCustomerClubMemberships(customer.id)).toEqual([]);
    expect(await client.listCreditCards(customer.id)).toEqual([]);
  });
});

describe('contract: cards on file', () => {
  it('adds, lists, updates and removes a card; keeps only brand, last four and expiry', async () => {
    const { client } = connect();
    const customer = await registeredCustomer(client);
    const card = await client.addCreditCard(customer.id, {
      cardHolderName: 'Ada Vine',
      cardNumber: '5555 5555 5555 4444',
      expiry: '0839',
      cvv: '123',
    });
    expect(card).toMatchObject({ cardBrand: 'Mastercard', last4: '4444', expiryMo: 8 });
    expect(JSON.stringify(card)).not.toContain('5555555555554444');
    expect(await client.listCreditCards(customer.id)).toEqual([card]);
    const changed = await client.updateCreditCard(customer.id, card.id, { expiry: '01/40' });
    expect(changed).toMatchObject({ expiryMo: 1, expiryYr: 2040 });
    await client.deleteCreditCard(customer.id, card.id);
    expect(await client.listCreditCards(customer.id)).toEqual([]);
  });

  it('rejects a number that fails its checksum with 422', async () => {
    const { client } = connect();
    const customer = await registeredCustomer(client);
    await expect(
      client.addCreditCard(customer.id, { ...JOIN_EXTRAS.payment, cardNumber: '4242424242424241' }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('contract: persistence across a restart', () => {
  // Two cold starts of the embedded database: allow more than the default test timeout.
  it('keeps customers and carts in its data dir', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'commerce-contract-'));
    try {
      const first = await startLocalCommerce({ port: 0, dataDir, tenant: TENANT, log: () => {} });
      const email = uniqueEmail();
      let cartId: string;
      try {
        const { client } = connect(createMemorySession(), {}, first);
        await registeredCustomer(client, email);
        cartId = (await client.createCart({ userAgent: 'contract-test' })).id;
        await client.addCartItem(cartId, { sku: SKU, quantity: 3 });
      } finally {
        await first.close();
      }

      const second = await startLocalCommerce({ port: 0, dataDir, tenant: TENANT, log: () => {} });
      try {
        expect(second.seeded).toBe(false);
        const { client } = connect(createMemorySession(), {}, second);
        expect(await client.getCart(cartId)).toMatchObject({
          id: cartId,
          items: [{ sku: SKU, quantity: 3 }],
        });
        expect((await client.login({ email, password: 'correct horse' })).emails[0]?.email).toBe(
          email,
        );
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
