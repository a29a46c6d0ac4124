import { describe, expect, it } from 'vitest';

import { type CommerceClient, createCommerceClient } from './index';
import { createMemorySession } from './session';
import {
  BASE_URL,
  fakeFetch,
  jsonReply,
  type RecordedRequest,
  sampleCart,
  sampleCustomer,
  sampleMembership,
  sampleOrder,
  sampleProduct,
  TENANT,
} from '@/tests/support/commerce-fakes';

const SAMPLE_CARD = {
  id: 'card-1',
  customerId: 'cust-1',
  cardBrand: 'Visa',
  cardHolderName: 'Ada Vine',
  last4: '4242',
  expiryMo: 12,
  expiryYr: 2039,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const NEW_CARD = {
  cardHolderName: 'Ada Vine',
  cardNumber: '4242424242424242',
  expiry: '12/39',
  cvv: '123',
};

/** A fake service answering every commerce path and the local extras with a valid body. */
function answer(request: RecordedRequest): Response {
  const { method, path } = request;
  if (path === 'product/for-web') return jsonReply(200, { products: [sampleProduct()], total: 1 });
  if (path.startsWith('product/slug/')) return jsonReply(200, sampleProduct());
  if (path === 'collection')
    return jsonReply(200, { collections: [{ slug: 'reds', title: 'Reds' }], total: 1 });
  if (
    path === 'customer/login' ||
    path === 'customer/magic-link-login' ||
    (method === 'POST' && path === 'customer')
  ) {
    return jsonReply(200, sampleCustomer({ token: 'fresh-token' }));
  }
  if (path === 'customer/self') return jsonReply(200, sampleCustomer());
  if (
    path === 'customer/logout' ||
    path === 'customer/reset-password' ||
    path.startsWith('customer/generate-')
  )
    return new Response(null, { status: 204 });
  if (path === 'outbox') return jsonReply(200, { emails: [] });
  if (path === 'marketing/submission') return jsonReply(200, { submissions: [] });
  if (/^customer\/[^/]+\/order$/.test(path)) return jsonReply(200, { orders: [sampleOrder()] });
  if (path.endsWith('/quote'))
    return jsonReply(200, {
      subTotal: 4200,
      shipTotal: 1500,
      taxTotal: 347,
      total: 6047,
      requiresShipping: true,
    });
  if (path.endsWith('/checkout') || path.includes('order')) return jsonReply(200, sampleOrder());
  if (path.startsWith('cart')) return jsonReply(200, sampleCart());
  if (path === 'club') return jsonReply(200, { clubs: [] });
  if (path.includes('/credit-card')) {
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (method === 'GET') return jsonReply(200, { creditCards: [SAMPLE_CARD] });
    return jsonReply(200, SAMPLE_CARD);
  }
  if (path.endsWith('/event')) return jsonReply(200, { events: [] });
  if (/\/address$/.test(path) && method === 'GET') return jsonReply(200, { addresses: [] });
  if (path.includes('/address/') && method === 'DELETE') return new Response(null, { status: 204 });
  if (path.includes('/address')) return jsonReply(200, { ...address, id: 'a1', isDefault: true });
  if (path.endsWith('/password')) return new Response(null, { status: 204 });
  if (path === 'customer/cust-1' && method === 'PUT') return jsonReply(200, sampleCustomer());
  if (path.endsWith('/club-membership'))
    return jsonReply(200, { clubMemberships: [sampleMembership()] });
  if (path.includes('club-membership')) return jsonReply(200, sampleMembership());
  throw new Error(`unexpected ${method} ${path}`);
}

const selfServiceAddress = {
  firstName: 'Ada',
  lastName: 'Vine',
  address: '1 Vine St',
  address2: '',
  city: 'Napa',
  stateCode: 'CA',
  zipCode: '94558',
  phone: '',
};

const address = {
  firstName: 'Ada',
  lastName: 'Vine',
  address: '1 Vineyard Rd',
  city: 'Napa',
  stateCode: 'CA',
  zipCode: '94558',
};
const JOIN = {
  clubSlug: '6-bottle-red-wines',
  email: 'ada@example.com',
  shipTo: address,
  birthDate: '1980-04-02',
  payment: NEW_CARD,
  termsAccepted: true,
};

/** Every call: how the client is asked, and the request that must leave (local extras too). */
const calls: Array<{
  name: string;
  invoke: (client: CommerceClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: string;
  body?: unknown;
  /** The Authorization header sent: the customer token unless the call is an admin one. */
  authorization?: string;
}> = [
  {
    name: 'getProductBySlug',
    invoke: (c) => c.getProductBySlug('estate-cabernet', { customerId: 'cust-1' }),
    method: 'GET',
    path: 'product/slug/estate-cabernet/for-web',
    query: 'customerId=cust-1',
  },
  {
    name: 'listProducts',
    invoke: (c) =>
      c.listProducts({ collectionSlug: 'reds', limit: 10, page: 3, customerId: 'cust-1' }),
    method: 'GET',
    path: 'product/for-web',
    query: 'collectionSlug=reds&limit=10&page=3&customerId=cust-1',
  },
  {
    name: 'listAllProducts',
    invoke: (c) => c.listAllProducts({ customerId: 'cust-1' }),
    method: 'GET',
    path: 'product/for-web',
    query: 'limit=50&page=1&customerId=cust-1',
  },
  {
    name: 'listCollectionProducts',
    invoke: (c) => c.listCollectionProducts('reds'),
    method: 'GET',
    path: 'product/for-web',
    query: 'collectionSlug=reds&limit=50&page=1',
  },
  {
    name: 'listCollections',
    invoke: (c) => c.listCollections(),
    method: 'GET',
    path: 'collection',
    query: 'limit=50&page=1',
    authorization: `Basic ${Buffer.from('app-1:s3cret').toString('base64')}`,
  },
  {
    name: 'login',
    invoke: (c) => c.login({ email: 'ada@example.com', password: 'secret', cartId: 'cart-1' }),
    method: 'POST',
    path: 'customer/login',
    body: { email: 'ada@example.com', password: 'secret', cartId: 'cart-1' },
  },
  {
    name: 'registerCustomer',
    invoke: (c) =>
      c.registerCustomer({
        email: 'ada@example.com',
        password: 'secret',
        firstName: 'Ada',
        lastName: 'Vine',
      }),
    method: 'POST',
    path: 'customer',
    body: { email: 'ada@example.com', password: 'secret', firstName: 'Ada', lastName: 'Vine' },
  },
  { name: 'logout', invoke: (c) => c.logout(), method: 'POST', path: 'customer/logout', body: {} },
  { name: 'getSelf', invoke: (c) => c.getSelf(), method: 'GET', path: 'customer/self' },
  {
    name: 'generateResetPasswordLink',
    invoke: (c) => c.generateResetPasswordLink({ email: 'ada@example.com' }),
    method: 'POST',
    path: 'customer/generate-reset-password-link',
    body: { email: 'ada@example.com' },
  },
  {
    name: 'generateMagicLink',
    invoke: (c) => c.generateMagicLink({ email: 'ada@example.com' }),
    method: 'POST',
    path: 'customer/generate-magic-link',
    body: { email: 'ada@example.com' },
  },
  {
    name: 'createCart',
    invoke: (c) =>
      c.createCart({
        userAgent: 'UA/1',
        customerId: 'cust-1',
        emailId: 'e1',
        metaData: { utm: 'x' },
      }),
    method: 'POST',
    path: 'cart',
    body: {
      channel: 'Web',
      connectionInformation: { userAgent: 'UA/1' },
      customerId: 'cust-1',
      additionalInfo: { emailId: 'e1' },
      metaData: { utm: 'x' },
    },
  },
  { name: 'getCart', invoke: (c) => c.getCart('cart-1'), method: 'GET', path: 'cart/cart-1' },
  {
    name: 'updateCart',
    invoke: (c) => c.updateCart('cart-1', { giftMessage: 'Cheers' }),
    method: 'PUT',
    path: 'cart/cart-1',
    body: { giftMessage: 'Cheers' },
  },
  {
    name: 'deleteCart',
    invoke: (c) => c.deleteCart('cart-1'),
    method: 'DELETE',
    path: 'cart/cart-1',
  },
  {
    name: 'addCartItem',
    invoke: (c) =>
      c.addCartItem('cart-1', {
        sku: 'GIFT-50',
        quantity: 1,
        itemData: { recipients: [{ email: 'b@example.com', giftMessage: 'Hi' }] },
      }),
    method: 'POST',
    path: 'cart/cart-1/item',
    body: {
      sku: 'GIFT-50',
      quantity: 1,
      itemData: { recipients: [{ email: 'b@example.com', giftMessage: 'Hi' }] },
    },
  },
  {
    name: 'updateCartItem',
    invoke: (c) => c.updateCartItem('cart-1', 'CAB 750/6', 3),
    method: 'PUT',
    path: 'cart/cart-1/item/CAB%20750%2F6',
    body: { sku: 'CAB 750/6', quantity: 3 },
  },
  {
    name: 'removeCartItem',
    invoke: (c) => c.removeCartItem('cart-1', 'CAB-750'),
    method: 'DELETE',
    path: 'cart/cart-1/item/CAB-750',
  },
  {
    name: 'quoteCheckout',
    invoke: (c) => c.quoteCheckout('cart-1', { stateCode: 'CA' }),
    method: 'POST',
    path: 'cart/cart-1/quote',
    body: { stateCode: 'CA' },
  },
  {
    name: 'checkout',
    invoke: (c) =>
      c.checkout('cart-1', {
        email: 'ada@example.com',
        shipTo: address,
        payment: { cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' },
      }),
    method: 'POST',
    path: 'cart/cart-1/checkout',
    body: {
      email: 'ada@example.com',
      shipTo: address,
      payment: { cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' },
    },
  },
  {
    name: 'getOrderLimited',
    invoke: (c) => c.getOrderLimited('order-1'),
    method: 'GET',
    path: 'order/order-1/limited',
  },
  {
    name: 'findOrderOfCart',
    invoke: (c) => c.findOrderOfCart('cart-1'),
    method: 'GET',
    path: 'order/cart/cart-1',
  },
  {
    name: 'findOrderLimited',
    invoke: (c) => c.findOrderLimited({ email: 'ada@example.com', orderNumber: 1001 }),
    method: 'GET',
    path: 'order/limited',
    query: 'email=ada%40example.com&orderNumber=1001',
  },
  {
    name: 'listCustomerOrders',
    invoke: (c) => c.listCustomerOrders('cust-1'),
    method: 'GET',
    path: 'customer/cust-1/order',
  },
  {
    name: 'resetPassword',
    invoke: (c) => c.resetPassword({ token: 't1', password: 'vineyard7' }),
    method: 'POST',
    path: 'customer/reset-password',
    body: { token: 't1', password: 'vineyard7' },
  },
  {
    name: 'signInWithMagicLink',
    invoke: (c) => c.signInWithMagicLink('t2'),
    method: 'POST',
    path: 'customer/magic-link-login',
    body: { token: 't2' },
  },
  {
    name: 'listOutbox',
    invoke: (c) => c.listOutbox(10),
    method: 'GET',
    path: 'outbox',
    query: 'limit=10',
  },
  {
    name: 'listMarketingSubmissions',
    invoke: (c) => c.listMarketingSubmissions(),
    method: 'GET',
    path: 'marketing/submission',
  },
  {
    name: 'getCustomerOrder',
    invoke: (c) => c.getCustomerOrder('cust-1', 'order-1'),
    method: 'GET',
    path: 'customer/cust-1/order/order-1',
  },
  { name: 'listClubs', invoke: (c) => c.listClubs(), method: 'GET', path: 'club' },
  {
    name: 'joinClub',
    invoke: (c) => c.joinClub(JOIN),
    method: 'POST',
    path: 'club-membership',
    body: JOIN,
  },
  {
    name: 'listCreditCards',
    invoke: (c) => c.listCreditCards('cust-1'),
    method: 'GET',
    path: 'customer/cust-1/credit-card',
  },
  {
    name: 'addCreditCard',
    invoke: (c) => c.addCreditCard('cust-1', NEW_CARD),
    method: 'POST',
    path: 'customer/cust-1/credit-card',
    body: NEW_CARD,
  },
  {
    name: 'updateCreditCard',
    invoke: (c) => c.updateCreditCard('cust-1', 'card-1', { expiry: '01/40' }),
    method: 'PUT',
    path: 'customer/cust-1/credit-card/card-1',
    body: { expiry: '01/40' },
  },
  {
    name: 'deleteCreditCard',
    invoke: (c) => c.deleteCreditCard('cust-1', 'card-1'),
    method: 'DELETE',
    path: 'customer/cust-1/credit-card/card-1',
  },
  {
    name: 'getClubMembershipLimited',
    invoke: (c) => c.getClubMembershipLimited('m1'),
    method: 'GET',
    path: 'club-membership/m1/limited',
  },
  {
    name: 'listCustomerClubMemberships',
    invoke: (c) => c.listCustomerClubMemberships('cust-1'),
    method: 'GET',
    path: 'customer/cust-1/club-membership',
  },
  {
    name: 'cancelClubMembership',
    invoke: (c) => c.cancelClubMembership('cust-1', 'm1', { cancellationReason: 'Moving' }),
    method: 'PUT',
    path: 'customer/cust-1/club-membership/m1/cancel',
    body: { cancellationReason: 'Moving' },
  },
  {
    name: 'updateClubMembership',
    invoke: (c) => c.updateClubMembership('cust-1', 'm1', { status: 'On Hold' }),
    method: 'PUT',
    path: 'customer/cust-1/club-membership/m1',
    body: { status: 'On Hold' },
  },
  {
    name: 'skipNextShipment',
    invoke: (c) => c.skipNextShipment('cust-1', 'm1'),
    method: 'POST',
    path: 'customer/cust-1/club-membership/m1/skip',
    body: {},
  },
  {
    name: 'updateCustomerDetails',
    invoke: (c) =>
      c.updateCustomerDetails('cust-1', {
        firstName: 'Ada',
        lastName: 'Vine',
        phone: null,
        birthDate: null,
      }),
    method: 'PUT',
    path: 'customer/cust-1',
    body: { firstName: 'Ada', lastName: 'Vine', phone: null, birthDate: null },
  },
  {
    name: 'changePassword',
    invoke: (c) => c.changePassword('cust-1', { currentPassword: 'a', newPassword: 'b' }),
    method: 'PUT',
    path: 'customer/cust-1/password',
    body: { currentPassword: 'a', newPassword: 'b' },
  },
  {
    name: 'listAddresses',
    invoke: (c) => c.listAddresses('cust-1'),
    method: 'GET',
    path: 'customer/cust-1/address',
  },
  {
    name: 'saveAddress',
    invoke: (c) => c.saveAddress('cust-1', { ...selfServiceAddress, isDefault: true }, 'a1'),
    method: 'PUT',
    path: 'customer/cust-1/address/a1',
    body: { ...selfServiceAddress, isDefault: true },
  },
  {
    name: 'removeAddress',
    invoke: (c) => c.removeAddress('cust-1', 'a1'),
    method: 'DELETE',
    path: 'customer/cust-1/address/a1',
  },
  {
    name: 'listCustomerEvents',
    invoke: (c) => c.listCustomerEvents('cust-1'),
    method: 'GET',
    path: 'customer/cust-1/event',
  },
];

describe('commerce client: checkout idempotency', () => {
  it('sends one Idempotency-Key for every checkout of a cart, another for another cart', async () => {
    const { fetch, requests } = fakeFetch(answer);
    const client = createCommerceClient(
      { baseUrl: BASE_URL, tenant: TENANT, fetch },
      createMemorySession(),
    );
    const payload = {
      email: 'ada@example.com',
      shipTo: null,
      payment: { cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' },
    };
    await client.checkout('cart-1', payload);
    await client.checkout('cart-1', payload);
    await client.checkout('cart-2', payload);
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('commerce client: every call', () => {
  it('covers every function the client exposes', () => {
    const client = createCommerceClient(
      { baseUrl: BASE_URL, tenant: TENANT },
      createMemorySession(),
    );
    const functions = Object.entries(client).filter(([, value]) => typeof value === 'function');
    expect(functions.map(([name]) => name).sort()).toEqual(calls.map((call) => call.name).sort());
  });

  it.each(calls)(
    '$name sends $method $path',
    async ({ invoke, method, path, query = '', body, authorization = 't' }) => {
      const { fetch, requests } = fakeFetch(answer);
      const client = createCommerceClient(
        {
          baseUrl: BASE_URL,
          tenant: TENANT,
          fetch,
          appCredentials: { id: 'app-1', secret: 's3cret' },
        },
        createMemorySession({ token: 't' }),
      );
      await invoke(client);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe(method);
      expect(request?.path).toBe(path);
      expect(request?.query.toString()).toBe(query);
      expect(request?.body).toEqual(body);
      expect(request?.headers.get('tenant')).toBe(TENANT);
      expect(request?.headers.get('Authorization')).toBe(authorization);
    },
  );
});
