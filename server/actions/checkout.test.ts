import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutPayload } from '@/lib/checkout/checkout';
import { CHECKOUT_GROUPS, CheckoutRequestSchema } from '@/lib/checkout/checkout';
import { listOf } from '@/lib/checkout/declared-fields';

/**
 * One checkout schema: what `placeOrder` sends is picked from the checked form by the
 * declared groups, and the embedded service's request schema keeps every field of it. The test
 * walks the declarations, so a field added to a group is proved here without a new test.
 */
const sent: CheckoutPayload[] = [];
const quote = { stateCode: 'CA', subTotal: 2800, shipTotal: 0, taxTotal: 0, total: 2800 };
vi.mock('@/server/config', () => ({ getSettings: () => ({ commerce: { mode: 'local' } }) }));
vi.mock('@/server/commerce/session', () => ({
  createCookieSession: () => ({ getCartId: async () => 'cart-1', clearCartId: async () => {} }),
  commerceTransport: () => ({}),
}));
vi.mock('@/server/visitor/checkout-outcome', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/visitor/checkout-outcome')>()),
  pendingCheckoutCartId: async () => undefined,
  rememberPendingCheckout: async () => {},
  forgetPendingCheckout: async () => {},
}));
vi.mock('@/server/actions/trace', () => ({
  traceAction: (_name: string, action: unknown) => action,
}));
vi.mock('@/server/observability/report', () => ({ reportError: () => {} }));
vi.mock('@/server/commerce/carts', () => ({
  quoteCheckout: async (_commerce: unknown) => ({ ...quote, requiresShipping: true }),
  checkout: async (_commerce: unknown, _cartId: string, payload: CheckoutPayload) => {
    sent.push(payload);
    return { id: 'order-1' };
  },
}));
vi.mock('@/server/commerce/orders', () => ({
  findOrderOfCart: async () => undefined,
}));
const { placeOrder } = await import('./checkout');

/** A good value of every checkout field; a new field gets its own here. */
const GOOD_VALUES: Record<string, string> = {
  email: 'buyer@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Ridge Road',
  address2: 'Suite 2',
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
  deliveryNote: 'Behind the side gate',
  cardNumber: '4242424242424242',
  expiry: '12/39',
  cvv: '123',
};

const groups = Object.entries(CHECKOUT_GROUPS).map(([group, fields]) => ({
  group,
  names: listOf(fields).map((field) => field.name),
}));

/** Where the order carries a field of a group: the contact at the top, the others nested. */
const carried = (payload: Record<string, unknown>, group: string, name: string) =>
  group === 'contact' ? payload[name] : (payload[group] as Record<string, unknown>)[name];

describe('placeOrder sends what the checkout schema declares', () => {
  it('has a good value for every declared field', () => {
    for (const { names } of groups)
      for (const name of names) expect(GOOD_VALUES).toHaveProperty(name);
  });

  it('sends every declared field in its group, and the service keeps each one', async () => {
    const form = { ...GOOD_VALUES, shownTotal: String(quote.total) };
    expect(await placeOrder(form)).toEqual({ ok: true, orderId: 'order-1' });
    const payload = sent.at(-1) as Record<string, unknown>;
    const taken = v.parse(CheckoutRequestSchema, payload) as Record<string, unknown>;
    for (const { group, names } of groups) {
      for (const name of names) {
        expect(carried(payload, group, name), `${group}.${name}`).toBeTruthy();
        expect(carried(taken, group, name), `${group}.${name}`).toBe(carried(payload, group, name));
      }
    }
    expect(payload).toMatchObject({ shipTo: { countryCode: 'US' } });
  });

  it('leaves an optional field out of the order when it is empty (null or not sent)', async () => {
    const form = { ...GOOD_VALUES, address2: '', shownTotal: String(quote.total) };
    await placeOrder(form);
    expect(sent.at(-1)?.shipTo).toMatchObject({ address2: null });
  });
});
