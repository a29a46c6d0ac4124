import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import '@/tests/support/checkout-action-stubs';
import type { CheckoutPayload } from '@/lib/checkout/checkout';
import { CHECKOUT_GROUPS, CheckoutRequestSchema } from '@/lib/checkout/checkout';
import { listOf } from '@/lib/checkout/declared-fields';
import { wineShippingRefusal } from '@/lib/checkout/us-states';

/**
 * One checkout schema: what `placeOrder` sends is picked from the checked form by the
 * declared groups, and the embedded service's request schema keeps every field of it. The test
 * walks the declarations, so a field added to a group is proved here without a new test.
 */
const sent: CheckoutPayload[] = [];
const quote = { stateCode: 'CA', subTotal: 2800, shipTotal: 0, taxTotal: 0, total: 2800 };
/** The service's refusal of a state wine may not go to, in the site's own words. */
const NO_UTAH = wineShippingRefusal('UT');
/** The states each quote was asked for. */
const quoted: (string | undefined)[] = [];
vi.mock('@/server/commerce/carts', () => ({
  quoteCheckout: async (_commerce: unknown, _cartId: string, state: { stateCode?: string }) => {
    quoted.push(state.stateCode);
    if (state.stateCode === 'UT') return { kind: 'cart-validation-error', message: NO_UTAH };
    return { ...quote, requiresShipping: true };
  },
  checkout: async (_commerce: unknown, _cartId: string, payload: CheckoutPayload) => {
    sent.push(payload);
    return { id: 'order-1' };
  },
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

describe('placeOrder quotes the cart', () => {
  it('once, for the state the order ships to', async () => {
    quoted.length = 0;
    await placeOrder({ ...GOOD_VALUES, stateCode: 'ca', shownTotal: String(quote.total) });
    expect(quoted).toEqual(['CA']);
  });

  it('before checking the form, so a form with errors costs one quote too', async () => {
    quoted.length = 0;
    const answer = await placeOrder({ ...GOOD_VALUES, zipCode: '', shownTotal: '2800' });
    expect(answer).toMatchObject({ ok: false, fieldErrors: { zipCode: expect.any(String) } });
    expect(quoted).toEqual(['CA']);
  });
});

describe('placeOrder says a refused quote', () => {
  it('by the State field when the cart quotes without that state', async () => {
    quoted.length = 0;
    const answer = await placeOrder({ ...GOOD_VALUES, stateCode: 'UT', shownTotal: '2800' });
    expect(answer).toEqual({ ok: false, message: NO_UTAH, fieldErrors: { stateCode: NO_UTAH } });
    expect(quoted).toEqual(['UT', undefined]);
  });
});
