/**
 * Contract: the service trusts no caller-supplied identity. Customer A
 * never reads or changes B's orders, carts or memberships, and a customerId in a query or body
 * must be the bearer token's customer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart, ClubMembership, Customer, Order, Product } from '../../lib/commerce/entities';
import { serviceForThisFile, uniqueEmail } from '@/tests/support/local-commerce-service';
import { TEST_ADDRESS, TEST_CARD, TEST_JOIN_EXTRAS } from '@/tests/support/test-customer';

const { api } = serviceForThisFile();

interface Person {
  id: string;
  token: string;
  cartId: string;
  orderId: string;
  membershipId: string;
}
let a: Person;
let b: Person;

/** A new customer with a cart, a placed order and a club membership of their own. */
async function newPerson(label: string): Promise<Person> {
  const registered = await api.post<Customer>('customer', {
    email: uniqueEmail(label),
    password: 'long-enough',
    firstName: label,
    lastName: 'Tester',
  });
  const id = registered.body.id;
  const token = registered.body.token ?? '';
  const auth = { token };
  const ordered = await api.newCart({ customerId: id }, auth);
  await api.post(`cart/${ordered}/item`, { sku: 'ISO-2021-750', quantity: 1 }, auth);
  const order = await api.post<Order>(
    `cart/${ordered}/checkout`,
    { email: registered.body.emails[0]?.email, shipTo: TEST_ADDRESS, payment: TEST_CARD },
    auth,
  );
  const cartId = await api.newCart({ customerId: id }, auth);
  await api.post(`cart/${cartId}/item`, { sku: 'BSB-2023-750', quantity: 1 }, auth);
  const membership = await api.post<ClubMembership>(
    'club-membership',
    { ...TEST_JOIN_EXTRAS, clubSlug: '4-bottle-red-wines', shipTo: TEST_ADDRESS },
    auth,
  );
  if (order.status !== 201 || membership.status !== 201) throw new Error('setup failed');
  return { id, token, cartId, orderId: order.body.id, membershipId: membership.body.id };
}

beforeAll(async () => {
  a = await newPerson('Ava');
  b = await newPerson('Ben');
}, 60_000);

describe("customer A against customer B's things", () => {
  const cases: [what: string, call: () => Promise<{ status: number }>, status: number][] = [
    ["reads B's order", () => api.get(`customer/${b.id}/order/${b.orderId}`, a), 404],
    ["reads B's order under A's id", () => api.get(`customer/${a.id}/order/${b.orderId}`, a), 404],
    ["lists B's orders", () => api.get(`customer/${b.id}/order`, a), 404],
    ["reads B's cart", () => api.get(`cart/${b.cartId}`, a), 404],
    ["renames B's cart gift", () => api.put(`cart/${b.cartId}`, { giftMessage: 'x' }, a), 404],
    [
      "adds to B's cart",
      () => api.post(`cart/${b.cartId}/item`, { sku: 'ISO-2021-750', quantity: 1 }, a),
      404,
    ],
    [
      "changes B's cart line",
      () => api.put(`cart/${b.cartId}/item/BSB-2023-750`, { quantity: 5 }, a),
      404,
    ],
    ["removes B's cart line", () => api.del(`cart/${b.cartId}/item/BSB-2023-750`, a), 404],
    [
      "checks out B's cart",
      () =>
        api.post(
          `cart/${b.cartId}/checkout`,
          { email: 'a@example.com', shipTo: TEST_ADDRESS, payment: TEST_CARD },
          a,
        ),
      404,
    ],
    ["reads B's cart anonymously", () => api.get(`cart/${b.cartId}`), 404],
    ["lists B's memberships", () => api.get(`customer/${b.id}/club-membership`, a), 404],
    [
      "cancels B's membership",
      () => api.put(`customer/${b.id}/club-membership/${b.membershipId}/cancel`, {}, a),
      404,
    ],
    [
      "cancels B's membership under A's id",
      () => api.put(`customer/${a.id}/club-membership/${b.membershipId}/cancel`, {}, a),
      404,
    ],
    [
      'reads a product as B',
      () => api.get(`product/slug/summit-block-cabernet-2021/for-web?customerId=${b.id}`, a),
      403,
    ],
    [
      'reads a product as B without a token',
      () => api.get(`product/slug/summit-block-cabernet-2021/for-web?customerId=${b.id}`),
      403,
    ],
    ['lists products as B', () => api.get(`product/for-web?customerId=${b.id}`, a), 403],
    ['creates a cart for B', () => api.post('cart', { channel: 'Web', customerId: b.id }, a), 403],
    [
      'signs B up to a club',
      () =>
        api.post(
          'club-membership',
          {
            ...TEST_JOIN_EXTRAS,
            clubSlug: '6-bottle-red-wines',
            customerId: b.id,
            shipTo: TEST_ADDRESS,
          },
          a,
        ),
      404,
    ],
  ];

  it.each(cases)('A %s: %i and nothing changes', async (_what, call, status) => {
    expect((await call()).status).toBe(status);
  });

  it("leaves B's things as they were", async () => {
    const cart = await api.get<Cart>(`cart/${b.cartId}`, b);
    expect(cart.status).toBe(200);
    expect(cart.body.items.map(({ sku, quantity }) => ({ sku, quantity }))).toEqual([
      { sku: 'BSB-2023-750', quantity: 1 },
    ]);
    expect(cart.body.giftMessage ?? null).toBeNull();
    const memberships = await api.get<{ clubMemberships: ClubMembership[] }>(
      `customer/${b.id}/club-membership`,
      b,
    );
    expect(memberships.body.clubMemberships.map((m) => m.status)).toEqual(['Active']);
    const clubs = memberships.body.clubMemberships.map((m) => m.clubSlug);
    expect(clubs).toEqual(['4-bottle-red-wines']);
  });

  it('lets each customer see their own, newest first', async () => {
    const mine = await api.get<{ orders: Order[] }>(`customer/${a.id}/order`, a);
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((order) => order.id)).toEqual([a.orderId]);
    expect((await api.get(`customer/${a.id}/order/${a.orderId}`, a)).status).toBe(200);
    const product = await api.get<Product>(
      `product/slug/summit-block-cabernet-2021/for-web?customerId=${a.id}`,
      a,
    );
    expect(product.status).toBe(200);
    // A is an active club member (4 Bottle Red Wines): the allocation product is theirs to buy.
    expect(product.body.security.isValidUser).toBe(true);
  });

  it('answers 401, not the list, without a token', async () => {
    expect((await api.get(`customer/${a.id}/order`)).status).toBe(401);
  });
});

describe('outbox', () => {
  it('keeps reset and magic-link e-mails, newest first, with single-use links', async () => {
    const email = uniqueEmail('outbox');
    await api.post('customer', {
      email,
      password: 'long-enough',
      firstName: 'Olga',
      lastName: 'Box',
    });
    expect((await api.post('customer/generate-reset-password-link', { email })).status).toBe(204);
    expect((await api.post('customer/generate-magic-link', { email })).status).toBe(204);
    const unknown = await api.post('customer/generate-magic-link', {
      email: uniqueEmail('nobody'),
    });
    expect(unknown.status).toBe(404);

    const box = await api.get<{
      emails: { to: string; subject: string; link: string | null }[];
    }>('outbox?limit=10');
    const mine = box.body.emails.filter((mail) => mail.to === email);
    expect(mine.map((mail) => mail.subject)).toEqual(['Your sign-in link', 'Reset your password']);

    const magic = new URL(mine[0]?.link ?? '').searchParams.get('magicLinkToken') ?? '';
    expect((await api.post('customer/magic-link-login', { token: magic })).status).toBe(200);
    expect((await api.post('customer/magic-link-login', { token: magic })).status).toBe(401);

    const reset = new URL(mine[1]?.link ?? '').searchParams.get('token') ?? '';
    const body = { token: reset, password: 'a-new-password' };
    expect((await api.post('customer/reset-password', body)).status).toBe(204);
    expect((await api.post('customer/reset-password', body)).status).toBe(422);
    expect((await api.post('customer/login', { email, password: 'a-new-password' })).status).toBe(
      200,
    );
  });

  it('refuses a bad limit', async () => {
    expect((await api.get('outbox?limit=0')).status).toBe(422);
  });
});
