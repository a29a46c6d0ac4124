import { describe, expect, it, vi } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  STATE_REQUIRED_MESSAGE,
  ZIP_CODE_MESSAGE,
} from '@/lib/checkout/field-rules';
import { CARD_CHECKSUM_MESSAGE } from '@/lib/checkout/payment-fields';
import type { PostedForm } from '@/lib/forms/posted-form';

/**
 * "Place order" posted by the browser itself: the same `placeOrder` as the script path (its
 * commerce calls stubbed here), so the same messages by field; the answer sent back to checkout
 * keeps the shopper's typing but never the e-mail or the card; a placed order is a 303 to its
 * receipt.
 */
const quote = { stateCode: 'CA', subTotal: 6800, shipTotal: 1200, taxTotal: 493, total: 8493 };
const charged: string[] = [];
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
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw new Error(`redirect ${path}`);
  },
  unstable_rethrow: () => {},
}));
vi.mock('@/server/commerce/carts', () => ({
  quoteCheckout: async (
    _commerce: unknown,
    _cartId: string,
    { stateCode }: { stateCode?: string },
  ) => ({
    ...quote,
    ...(stateCode === 'OR' ? { stateCode, taxTotal: 0, total: 8000 } : {}),
    requiresShipping: true,
  }),
  checkout: async (_commerce: unknown, cartId: string) => {
    charged.push(cartId);
    return { id: 'order-1' };
  },
}));
vi.mock('@/server/visitor/posted-answer', () => ({
  answerBack: async (_form: FormData, answer: unknown, page: string) => {
    throw Object.assign(new Error(`answer back to ${page}`), { answer });
  },
}));
vi.mock('@/server/commerce/orders', () => ({
  findOrderOfCart: async () => undefined,
}));
const { placeOrderFromForm } = await import('./checkout-post');

const GOOD: Record<string, string> = {
  email: 'buyer@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Ridge Road',
  address2: '',
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
  deliveryNote: '',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvv: '123',
  shownTotal: String(quote.total),
};

/** Posts the form; the answer it goes back to checkout with (a redirect throws). */
const post = async (values: Record<string, string>): Promise<PostedForm> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  try {
    return await placeOrderFromForm(null, form);
  } catch (error) {
    if (error instanceof Error && error.message === 'answer back to /checkout')
      return (error as Error & { answer: PostedForm }).answer;
    throw error;
  }
};

describe('the checkout posted without scripts', () => {
  it.each([
    ['email', '', 'Email address is required'],
    ['email', 'buyer@example', EMAIL_INVALID_MESSAGE],
    ['zipCode', '', 'ZIP code is required'],
    ['zipCode', '9344', ZIP_CODE_MESSAGE],
    ['zipCode', '93446-12', ZIP_CODE_MESSAGE],
    ['stateCode', '', STATE_REQUIRED_MESSAGE],
    ['stateCode', 'XX', STATE_REQUIRED_MESSAGE],
    ['cardNumber', '', 'Card number is required'],
    ['cardNumber', '4242 4242', 'Invalid card number'],
    ['cardNumber', '4242 4242 4242 4241', CARD_CHECKSUM_MESSAGE],
    ['expiry', '13/39', 'Expiry must be MM/YY'],
    ['cvv', '12', 'Invalid security code'],
  ])('refuses %s "%s" by its field: %s', async (name, value, message) => {
    const answer = await post({ ...GOOD, [name]: value });
    expect(answer).toMatchObject({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { [name]: message },
    });
    expect(Object.keys(answer?.fieldErrors ?? {})).toEqual([name]);
  });

  it('keeps the typing but never the e-mail, the card number or the security code', async () => {
    const answer = await post({ ...GOOD, zipCode: 'x' });
    expect(answer?.values).toMatchObject({ firstName: 'Ada', city: 'Paso Robles', zipCode: 'x' });
    expect(answer?.values).toMatchObject({ expiry: '12/39', stateCode: 'CA' });
    for (const secret of ['email', 'cardNumber', 'cvv', 'shownTotal'])
      expect(answer?.values).not.toHaveProperty(secret);
    expect(JSON.stringify(answer)).not.toMatch(/buyer@example\.com|4242|"123"/);
  });

  it("answers another state's totals before charging anything", async () => {
    const before = charged.length;
    const answer = await post({ ...GOOD, stateCode: 'OR', zipCode: '97201' });
    expect(answer).toMatchObject({
      ok: false,
      message: 'Your order total is now $80.00. Please check it and place your order again.',
      values: { stateCode: 'OR' },
    });
    expect(charged.length).toBe(before);
  });

  it('places the order and goes on to its receipt', async () => {
    await expect(post(GOOD)).rejects.toThrow('redirect /profile/order-receipt/order-1');
    expect(charged.at(-1)).toBe('cart-1');
  });
});
