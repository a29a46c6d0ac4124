import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  CartSchema,
  CommerceErrorBodySchema,
  type Cart,
  type Customer,
} from '../../lib/commerce/entities';
import { QUANTITY_MESSAGE } from '../cart-rules';
import {
  startTestService,
  type Api,
  type TestService,
} from '@/tests/support/local-commerce-service';

let running: TestService;
let api: Api;
let memberId: string;
let tradeId: string;
let guestId: string;
/** Each customer's own token: a customer's cart is read and changed only with it. */
const as: Record<'member' | 'trade' | 'guest', { token: string }> = {
  member: { token: '' },
  trade: { token: '' },
  guest: { token: '' },
};

beforeAll(async () => {
  running = await startTestService();
  api = running.api;
  for (const who of ['member', 'trade', 'guest'] as const) {
    const signedIn = await api.login(`${who}@example.com`);
    as[who].token = signedIn.token;
    if (who === 'member') memberId = signedIn.id;
    if (who === 'trade') tradeId = signedIn.id;
    if (who === 'guest') guestId = signedIn.id;
  }
});
afterAll(() => running.service.close());

const gift = (email: string, giftMessage: string | null) => ({
  recipients: [{ email, giftMessage }],
});

describe('POST cart/{id}/item refusals (422, cart unchanged)', () => {
  const cases: { name: string; body: Record<string, unknown>; message: string }[] = [
    {
      name: 'unknown sku',
      body: { sku: 'NO-SUCH-SKU', quantity: 1 },
      message: 'Product variant not found',
    },
    { name: 'missing sku', body: { quantity: 1 }, message: 'sku is required' },
    { name: 'quantity 0', body: { sku: 'ISO-2021-750', quantity: 0 }, message: QUANTITY_MESSAGE },
    { name: 'quantity -1', body: { sku: 'ISO-2021-750', quantity: -1 }, message: QUANTITY_MESSAGE },
    {
      name: 'quantity 1.5',
      body: { sku: 'ISO-2021-750', quantity: 1.5 },
      message: QUANTITY_MESSAGE,
    },
    {
      name: 'quantity as text',
      body: { sku: 'ISO-2021-750', quantity: '2' },
      message: 'quantity: quantity must be a number',
    },
    {
      name: 'quantity 100 (default limit 99)',
      body: { sku: 'ISO-2021-750', quantity: 100 },
      message: 'Maximum quantity per cart is 99',
    },
    {
      name: 'over maxQuantityPerCart 6',
      body: { sku: 'VTX-2021-750', quantity: 7 },
      message: 'Maximum quantity per cart is 6',
    },
    {
      name: 'sold out at WH-NAPA (Dont Sell)',
      body: { sku: 'TAN-2020-750', quantity: 1 },
      message: 'Sorry, this item is no longer available',
    },
    {
      name: 'soldOut flag',
      body: { sku: 'MER-2021-750', quantity: 1 },
      message: 'Sorry, this item is no longer available',
    },
    {
      name: 'webStatus Not Available',
      body: { sku: 'WSM-2019-750', quantity: 1 },
      message: 'This product is not available for purchase online',
    },
    {
      name: 'webStatus Retired',
      body: { sku: 'HYP-2015-750', quantity: 1 },
      message: 'This product is not available for purchase online',
    },
    {
      name: 'more than in stock',
      body: { sku: 'APX-2018-3000', quantity: 5 },
      message: 'Sorry, only 4 of this item are available',
    },
    {
      name: 'Allocation, anonymous',
      body: { sku: 'SUM-2021-750', quantity: 1 },
      message: 'This item is reserved for allocation members',
    },
    {
      name: 'Club, anonymous',
      body: { sku: 'INC-2022-750', quantity: 1 },
      message: 'This item is reserved for wine club members',
    },
    {
      name: 'Tag, anonymous',
      body: { sku: 'CHG-2022-750', quantity: 1 },
      message: 'This item is available by invitation only',
    },
    {
      name: 'gift card without itemData',
      body: { sku: 'GC-100', quantity: 1 },
      message: 'Email address is required',
    },
    {
      name: 'gift card, empty e-mail',
      body: { sku: 'GC-100', quantity: 1, itemData: gift('', 'Cheers') },
      message: 'Email address is required',
    },
    {
      name: 'gift card, invalid e-mail',
      body: { sku: 'GC-100', quantity: 1, itemData: gift('not-an-email', 'Cheers') },
      message: 'Invalid email address',
    },
    {
      name: 'gift card, no gift message',
      body: { sku: 'GC-100', quantity: 1, itemData: gift('friend@example.com', null) },
      message: 'Gift message is required',
    },
    {
      name: 'gift card, blank gift message',
      body: { sku: 'GC-100', quantity: 1, itemData: gift('friend@example.com', '  ') },
      message: 'Gift message is required',
    },
  ];

  it.each(cases)('$name', async ({ body, message }) => {
    const cartId = await api.newCart();
    const reply = await api.post(`cart/${cartId}/item`, body);
    expect(reply.status).toBe(422);
    expect(v.parse(CommerceErrorBodySchema, reply.body)).toEqual({
      statusCode: 422,
      type: 'validation',
      message,
      errors: [],
    });
    const cart = await api.get<Cart>(`cart/${cartId}`);
    expect(cart.body.items).toEqual([]);
  });

  it('refuses a restricted product to a customer who does not qualify', async () => {
    const cartId = await api.newCart({ customerId: guestId }, as.guest);
    for (const sku of ['SUM-2021-750', 'INC-2022-750', 'CHG-2022-750']) {
      expect((await api.post(`cart/${cartId}/item`, { sku, quantity: 1 }, as.guest)).status).toBe(
        422,
      );
    }
    // A Trade customer gets the Tag product but not the club or allocation ones.
    const tradeCart = await api.newCart({ customerId: tradeId }, as.trade);
    const add = (sku: string) => api.post(`cart/${tradeCart}/item`, { sku, quantity: 1 }, as.trade);
    expect((await add('CHG-2022-750')).status).toBe(201);
    expect((await add('INC-2022-750')).status).toBe(422);
  });

  it('judges an anonymous cart by the signed-in customer', async () => {
    const { token } = await api.login('member@example.com');
    const cartId = await api.newCart();
    expect(
      (await api.post(`cart/${cartId}/item`, { sku: 'INC-2022-750', quantity: 1 }, { token }))
        .status,
    ).toBe(201);
  });
});

describe('POST cart/{id}/item accepted', () => {
  it('adds to the same line and keeps the limit across adds', async () => {
    const cartId = await api.newCart();
    expect(
      (await api.post(`cart/${cartId}/item`, { sku: 'VTX-2021-750', quantity: 4 })).status,
    ).toBe(201);
    const over = await api.post(`cart/${cartId}/item`, { sku: 'VTX-2021-750', quantity: 3 });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Maximum quantity per cart is 6');
    const added = await api.post<Cart>(`cart/${cartId}/item`, { sku: 'VTX-2021-750', quantity: 2 });
    expect(added.body.items).toMatchObject([{ sku: 'VTX-2021-750', quantity: 6 }]);
  });

  it('sells a back-order variant with no stock', async () => {
    const cartId = await api.newCart();
    const reply = await api.post<Cart>(`cart/${cartId}/item`, { sku: 'ANG-2022-750', quantity: 3 });
    expect(reply.status).toBe(201);
    expect(reply.body.items).toMatchObject([{ sku: 'ANG-2022-750', quantity: 3, price: 4400 }]);
  });

  it('takes a gift card with a recipient, and appends recipients of the same amount to its line', async () => {
    const cartId = await api.newCart();
    await api.post(`cart/${cartId}/item`, {
      sku: 'GC-100',
      quantity: 1,
      itemData: gift('ANA@example.com', 'Happy birthday'),
    });
    const reply = await api.post<Cart>(`cart/${cartId}/item`, {
      sku: 'GC-100',
      quantity: 1,
      itemData: gift('ben@example.com', 'Congratulations'),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.items).toEqual([
      expect.objectContaining({
        sku: 'GC-100',
        quantity: 2,
        price: 10000,
        itemData: {
          recipients: [
            { email: 'ana@example.com', giftMessage: 'Happy birthday' },
            { email: 'ben@example.com', giftMessage: 'Congratulations' },
          ],
        },
      }),
    ]);
  });

  it('prices lines: promotion, case, retail, and member price for an active club member', async () => {
    const anonymous = await api.newCart();
    for (const [sku, quantity] of [
      ['EQL-2022-750', 2],
      ['TSR-2022-CS6', 1],
      ['ISO-2021-750', 1],
    ] as const) {
      await api.post(`cart/${anonymous}/item`, { sku, quantity });
    }
    const cart = v.parse(CartSchema, (await api.get(`cart/${anonymous}`)).body);
    expect(
      cart.items.map(({ sku, price, comparePrice }) => ({ sku, price, comparePrice })),
    ).toEqual([
      { sku: 'EQL-2022-750', price: 3900, comparePrice: 4800 },
      { sku: 'TSR-2022-CS6', price: 17280, comparePrice: 19200 },
      { sku: 'ISO-2021-750', price: 9500, comparePrice: null },
    ]);
    expect(cart.total).toBe(2 * 3900 + 17280 + 9500);
    expect(cart.subTotal).toBe(cart.total);

    const member = await api.newCart({ customerId: memberId }, as.member);
    for (const [sku, quantity, itemData] of [
      ['ISO-2021-750', 2, undefined],
      ['EQL-2022-750', 1, undefined],
      ['GC-050', 1, gift('x@example.com', 'Enjoy')],
      ['SUM-2021-750', 1, undefined],
    ] as const) {
      const reply = await api.post(`cart/${member}/item`, { sku, quantity, itemData }, as.member);
      expect(reply.status).toBe(201);
    }
    const memberCart = v.parse(CartSchema, (await api.get(`cart/${member}`, as.member)).body);
    expect(memberCart.customerId).toBe(memberId);
    expect(
      memberCart.items.map(({ sku, price, comparePrice }) => ({ sku, price, comparePrice })),
    ).toEqual([
      { sku: 'ISO-2021-750', price: 7600, comparePrice: 9500 },
      // The member's club price ($38.40) is below the Holiday Sale ($39): the lower one wins.
      { sku: 'EQL-2022-750', price: 3840, comparePrice: 4800 },
      { sku: 'GC-050', price: 5000, comparePrice: null },
      { sku: 'SUM-2021-750', price: 12000, comparePrice: 15000 },
    ]);
    expect(memberCart.total).toBe(2 * 7600 + 3840 + 5000 + 12000);
  });
});

describe('PUT and DELETE cart/{id}/item/{sku}', () => {
  it('sets, limits and removes quantities', async () => {
    const cartId = await api.newCart();
    await api.post(`cart/${cartId}/item`, { sku: 'ISO-2021-750', quantity: 1 });
    await api.post(`cart/${cartId}/item`, { sku: 'BSB-2023-750', quantity: 1 });

    const set = await api.put<Cart>(`cart/${cartId}/item/ISO-2021-750`, {
      sku: 'ISO-2021-750',
      quantity: 4,
    });
    expect(set.status).toBe(200);
    expect(set.body.items[0]).toMatchObject({ sku: 'ISO-2021-750', quantity: 4 });

    for (const quantity of [100, -1, 2.5]) {
      const refused = await api.put(`cart/${cartId}/item/ISO-2021-750`, {
        sku: 'ISO-2021-750',
        quantity,
      });
      expect(refused.status).toBe(422);
    }
    expect((await api.put(`cart/${cartId}/item/NOT-IN-CART`, { quantity: 1 })).status).toBe(422);

    const removed = await api.put<Cart>(`cart/${cartId}/item/ISO-2021-750`, {
      sku: 'ISO-2021-750',
      quantity: 0,
    });
    expect(removed.body.items.map((item) => item.sku)).toEqual(['BSB-2023-750']);

    const deleted = await api.del<Cart>(`cart/${cartId}/item/BSB-2023-750`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.items).toEqual([]);
    // Removing it again changes nothing and keeps the cart (a 404 would cost the shopper the cart).
    const again = await api.del<Cart>(`cart/${cartId}/item/BSB-2023-750`);
    expect(again.status).toBe(200);
    expect(again.body.items).toEqual([]);
  });
});

describe('cart resource', () => {
  it("deletes a customer's cart: gone, and no longer their current cart", async () => {
    const made = await api.post<Cart>('cart', { channel: 'Web', customerId: memberId }, as.member);
    expect(made.status).toBe(201);
    const cartId = made.body.id;
    const self = () => api.get<Customer>('customer/self', as.member);
    expect((await self()).body.orderInformation.currentWebCartId).toBe(cartId);
    expect((await api.call('DELETE', `cart/${cartId}`, undefined, as.guest)).status).toBe(404);
    expect((await api.call('DELETE', `cart/${cartId}`, undefined, as.member)).status).toBe(204);
    expect((await api.get(`cart/${cartId}`, as.member)).status).toBe(404);
    expect((await self()).body.orderInformation.currentWebCartId ?? null).toBeNull();
  });

  it('creates a cart and validates the payload', async () => {
    const created = await api.post<Cart>('cart', {
      channel: 'Web',
      connectionInformation: { userAgent: 'vitest' },
      additionalInfo: { emailId: 'e-1' },
      metaData: { utm_source: 'newsletter' },
    });
    expect(created.status).toBe(201);
    expect(v.parse(CartSchema, created.body)).toMatchObject({
      items: [],
      total: 0,
      customerId: null,
    });

    // A customerId that is not the caller's is refused (403) before anything else.
    const stranger = await api.post('cart', { channel: 'Web', customerId: 'no-such-customer' });
    expect(stranger.status).toBe(403);
    for (const [body, message] of [
      [{ channel: 'Web', metaData: ['a'] }, 'metaData: metaData must be an object'],
      [{ channel: 'Web', metaData: 'campaign' }, 'metaData: metaData must be an object'],
      [{ channel: 'Fax' }, 'channel: channel must be Web, POS or Inbound'],
    ] as const) {
      const reply = await api.post('cart', body);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(message);
    }
  });

  it('makes a customer cart the current web cart', async () => {
    const { token } = as.guest;
    const cartId = await api.newCart({ customerId: guestId }, as.guest);
    const self = await api.get<{ orderInformation: { currentWebCartId: string } }>(
      'customer/self',
      { token },
    );
    expect(self.body.orderInformation.currentWebCartId).toBe(cartId);
  });

  it('keeps a gift message', async () => {
    const cartId = await api.newCart();
    const reply = await api.put<Cart>(`cart/${cartId}`, { giftMessage: ' Happy anniversary ' });
    expect(reply.status).toBe(200);
    expect(reply.body.giftMessage).toBe('Happy anniversary');
    expect((await api.get<Cart>(`cart/${cartId}`)).body.giftMessage).toBe('Happy anniversary');
  });

  it('answers 404 for an unknown cart on every cart path', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    const replies = await Promise.all([
      api.get(`cart/${id}`),
      api.put(`cart/${id}`, { giftMessage: 'x' }),
      api.post(`cart/${id}/item`, { sku: 'ISO-2021-750', quantity: 1 }),
      api.put(`cart/${id}/item/ISO-2021-750`, { quantity: 1 }),
      api.del(`cart/${id}/item/ISO-2021-750`),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        statusCode: 404,
        type: 'notFound',
        message: 'Cart not found',
        errors: [],
      });
    }
  });
});
