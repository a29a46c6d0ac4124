import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceError } from '@/server/commerce/errors';

/**
 * The cart's native posts (before scripts run, or without them) go through the same add and
 * line change as the script path, with the same messages, and read the form as the browser sends
 * it: text fields, the pressed button's `set`, a bottle-or-case multiplier.
 */
const calls: { call: string; args: unknown[] }[] = [];
let answer: () => Promise<unknown> = async () => ({ id: 'cart-1', items: [] });
const cart = { id: 'cart-1', items: [] };
const transport = { name: 'the action transport' };
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
const session = { cartId: 'cart-1' as string | undefined };
vi.mock('@/server/commerce/session', () => ({
  createCookieSession: () => ({
    getCartId: async () => session.cartId,
    clearCartId: async () => {},
  }),
  commerceTransport: () => transport,
}));
/** Who is signed in (none: a guest), and the tokens whose kept pages were forgotten. */
const visitor = vi.hoisted(() => ({
  customer: null as { id: string; emails: { id: string }[] } | null,
  forgotten: [] as unknown[],
}));
vi.mock('@/server/visitor/visitor', () => ({
  getVisitorCart: async () => cart,
  signedInCustomer: async () => visitor.customer,
}));
vi.mock('@/server/visitor/personal-cache', () => ({
  currentToken: async () => (visitor.customer ? 'token-1' : undefined),
  forgetVisitors: async (tokens: unknown[]) => {
    visitor.forgotten.push(...tokens);
  },
}));
vi.mock('@/server/actions/trace', () => ({
  traceAction: (_name: string, action: unknown) => action,
}));
vi.mock('@/server/observability/report', () => ({ reportError: () => {} }));
vi.mock('@/server/commerce/carts', () => {
  // The transport each call is given is the action's own; the test records the rest.
  const record =
    (call: string) =>
    (given: unknown, ...args: unknown[]) => {
      if (given !== transport) throw new Error(`${call} was not given the action's transport`);
      calls.push({ call, args });
      return answer();
    };
  return {
    addCartItem: record('add'),
    updateCartItem: record('update'),
    removeCartItem: record('remove'),
    createCart: async (given: unknown) => {
      if (given !== transport) throw new Error("createCart was not given the action's transport");
      calls.push({ call: 'create', args: [] });
      return { id: 'new-cart', items: [] };
    },
    deleteCart: async (given: unknown, ...args: unknown[]) => {
      if (given !== transport) throw new Error("deleteCart was not given the action's transport");
      calls.push({ call: 'delete', args });
    },
  };
});
const { addToCartFromForm, changeCartLineFromForm } = await import('./cart');

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The post's answer, or the address it redirected to. */
async function posted(post: typeof addToCartFromForm, fields: Record<string, string>) {
  try {
    return { answer: await post(null, formOf(fields)) };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? error);
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return { redirectedTo: digest.split(';')[2] };
  }
}

beforeEach(() => {
  session.cartId = 'cart-1';
  visitor.customer = null;
  visitor.forgotten.length = 0;
  calls.length = 0;
  answer = async () => ({ id: 'cart-1', items: [] });
});

describe('Add To Cart posted natively', () => {
  it.each([
    [{ sku: 'apex-750', quantity: '2' }, 2],
    [{ sku: 'apex-750' }, 1],
    [{ sku: 'apex-750', quantity: '2', multiplier: '6' }, 12],
    [{ sku: 'apex-750', quantity: '1', multiplier: '1' }, 1],
  ])('%o adds %i and shows the cart', async (fields, quantity) => {
    const result = await posted(addToCartFromForm, fields);
    expect(result.redirectedTo).toBe('/cart?added=apex-750');
    expect(calls).toEqual([{ call: 'add', args: ['cart-1', { sku: 'apex-750', quantity }] }]);
  });

  it.each([
    [{ sku: 'apex-750', quantity: '' }, 'Quantity must be a number.'],
    [{ sku: 'apex-750', quantity: 'two' }, 'Quantity must be a number.'],
    [{ sku: 'apex-750', quantity: '0' }, 'Quantity must be at least 1.'],
    [{ sku: 'apex-750', quantity: '1.5' }, 'Quantity must be a whole number.'],
    [{ sku: 'apex-750', quantity: '100' }, 'Quantity can be at most 99.'],
    [{ sku: 'apex-750', quantity: '20', multiplier: '6' }, 'Quantity can be at most 99.'],
    [{ sku: '', quantity: '1' }, 'Choose a product to add.'],
  ])('%o is refused with “%s” and changes nothing', async (fields, message) => {
    const result = await posted(addToCartFromForm, fields);
    expect(result.answer).toMatchObject({ ok: false, message });
    expect(calls).toEqual([]);
  });

  it('a forged call with other arguments than a form is refused, never thrown', async () => {
    const forged = addToCartFromForm as unknown as (...args: unknown[]) => Promise<unknown>;
    expect(await forged(null, { sku: 'apex-750', quantity: 2 })).toMatchObject({
      ok: false,
      message: 'Choose a product to add.',
    });
    expect(calls).toEqual([]);
  });

  it('a gift card is checked field by field, and what was typed comes back', async () => {
    const fields = { sku: 'gift-50', email: 'not-an-address', giftMessage: '' };
    const result = await posted(addToCartFromForm, fields);
    expect(result.answer).toEqual({
      ok: false,
      fieldErrors: { email: 'Invalid email address', giftMessage: 'Gift message is required' },
      values: fields,
    });
    expect(calls).toEqual([]);
  });

  it('a 422 shows the server’s message; any other failure says the item is gone', async () => {
    answer = async () => ({
      kind: 'cart-validation-error',
      statusCode: 422,
      type: undefined,
      message: 'Only 2 left',
    });
    expect((await posted(addToCartFromForm, { sku: 'apex-750' })).answer).toMatchObject({
      ok: false,
      message: 'Only 2 left',
      soldOut: false,
    });
    answer = async () => {
      throw new CommerceError({ statusCode: 500, message: 'down' });
    };
    expect((await posted(addToCartFromForm, { sku: 'apex-750' })).answer).toMatchObject({
      ok: false,
      message: 'Sorry, this item is no longer available',
      soldOut: true,
      values: { sku: 'apex-750' },
    });
  });
});

describe('a refused add leaves no empty cart', () => {
  const soldOut = async () => ({
    kind: 'cart-validation-error',
    statusCode: 422,
    type: undefined,
    message: 'Sorry, this item is no longer available',
  });

  it.each([
    ['refused', soldOut],
    [
      'failed',
      async () => {
        throw new CommerceError({ statusCode: 500, message: 'down' });
      },
    ],
  ])('a cart made for an add the service %s is deleted', async (_how, refusal) => {
    session.cartId = undefined;
    answer = refusal;
    expect((await posted(addToCartFromForm, { sku: 'apex-750' })).answer?.ok).toBe(false);
    expect(calls.map(({ call }) => call)).toEqual(['create', 'add', 'delete']);
    expect(calls.at(-1)?.args).toEqual(['new-cart']);
  });

  it('a cart the visitor had stays, and a cart made for an add that succeeds stays', async () => {
    answer = soldOut;
    await posted(addToCartFromForm, { sku: 'apex-750' });
    expect(calls.map(({ call }) => call)).toEqual(['add']);
    calls.length = 0;
    session.cartId = undefined;
    answer = async () => ({ id: 'new-cart', items: [] });
    expect((await posted(addToCartFromForm, { sku: 'apex-750' })).redirectedTo).toBe(
      '/cart?added=apex-750',
    );
    expect(calls.map(({ call }) => call)).toEqual(['create', 'add']);
  });
});

describe("a member's pages are forgotten when their current cart changes", () => {
  it('a new cart kept is forgotten as who they are; a line added to the cart they had is not', async () => {
    visitor.customer = { id: 'customer-1', emails: [{ id: 'email-1' }] };
    await posted(addToCartFromForm, { sku: 'apex-750' });
    expect(visitor.forgotten).toEqual([]);
    session.cartId = undefined;
    answer = async () => ({ id: 'new-cart', items: [] });
    await posted(addToCartFromForm, { sku: 'apex-750' });
    expect(visitor.forgotten).toEqual(['token-1']);
  });

  it('a new cart deleted again for a refused add changes nothing', async () => {
    visitor.customer = { id: 'customer-1', emails: [{ id: 'email-1' }] };
    session.cartId = undefined;
    answer = async () => ({ kind: 'cart-validation-error', statusCode: 422, message: 'Sold out' });
    await posted(addToCartFromForm, { sku: 'apex-750' });
    expect(calls.map(({ call }) => call)).toEqual(['create', 'add', 'delete']);
    expect(visitor.forgotten).toEqual([]);
  });
});

describe('a cart line posted natively', () => {
  it.each([
    [{ sku: 'apex-750', set: '3', quantity: '2' }, 'update', ['cart-1', 'apex-750', 3]],
    [{ sku: 'apex-750', set: '0', quantity: '2' }, 'remove', ['cart-1', 'apex-750']],
    [{ sku: 'apex-750', quantity: '5' }, 'update', ['cart-1', 'apex-750', 5]],
  ])('%o %s and shows the cart again', async (fields, call, args) => {
    const result = await posted(changeCartLineFromForm, fields);
    expect(result.redirectedTo).toBe('/cart');
    expect(calls).toEqual([{ call, args }]);
  });

  it.each([
    [{ sku: 'apex-750', quantity: '' }, 'Quantity must be a number.'],
    [{ sku: 'apex-750', set: '-1' }, 'Quantity must be at least 0.'],
    [{ sku: 'apex-750', quantity: '500' }, 'Quantity can be at most 99.'],
  ])('%o is refused with “%s”', async (fields, message) => {
    expect((await posted(changeCartLineFromForm, fields)).answer).toEqual({ ok: false, message });
    expect(calls).toEqual([]);
  });
});
