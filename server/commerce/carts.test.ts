import { describe, expect, it } from 'vitest';

import { createCommerceClient } from './index';
import { isCartValidationError } from './errors';
import { createMemorySession } from './session';
import {
  BASE_URL,
  errorReply,
  fakeFetch,
  jsonReply,
  type Responder,
  sampleCart,
  sampleOrder,
  TENANT,
} from '@/tests/support/commerce-fakes';

function setup(responder: Responder, session = createMemorySession()) {
  const { fetch, requests } = fakeFetch(responder);
  const client = createCommerceClient(
    { baseUrl: BASE_URL, tenant: TENANT, fetch, retryDelayMs: () => 0, report: () => {} },
    session,
  );
  return { client, session, requests };
}

describe('createCart', () => {
  it('stores the new cart id in the session', async () => {
    const { client, session } = setup(() => jsonReply(201, sampleCart({ id: 'new-cart' })));
    const cart = await client.createCart({ userAgent: 'UA/1' });
    expect(cart.id).toBe('new-cart');
    expect(await session.getCartId()).toBe('new-cart');
  });

  it('sends only the fields given', async () => {
    const { client, requests } = setup(() => jsonReply(201, sampleCart()));
    await client.createCart({ userAgent: 'UA/1' });
    expect(requests[0]?.body).toEqual({
      channel: 'Web',
      connectionInformation: { userAgent: 'UA/1' },
    });
  });

  it('repeats once without metaData when the first try fails', async () => {
    const { client, session, requests } = setup((request) =>
      request.body !== null && typeof request.body === 'object' && 'metaData' in request.body
        ? errorReply(400, 'Invalid metaData')
        : jsonReply(201, sampleCart({ id: 'second-try' })),
    );
    const cart = await client.createCart({
      userAgent: 'UA/1',
      emailId: 'e1',
      metaData: { campaign: 'spring' },
    });
    expect(cart.id).toBe('second-try');
    expect(requests).toHaveLength(2);
    expect(requests[0]?.body).toMatchObject({ metaData: { campaign: 'spring' } });
    expect(requests[1]?.body).toEqual({
      channel: 'Web',
      connectionInformation: { userAgent: 'UA/1' },
      additionalInfo: { emailId: 'e1' },
    });
    expect(await session.getCartId()).toBe('second-try');
  });

  it('rejects after the repeat fails too, storing no cart id', async () => {
    const { client, session, requests } = setup(() => errorReply(422, 'Cart creation refused'));
    await expect(
      client.createCart({ userAgent: 'UA/1', metaData: { a: 1 } }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'Cart creation refused',
    });
    expect(requests).toHaveLength(2);
    expect(await session.getCartId()).toBeUndefined();
  });

  it('does not repeat an identical request when there was no metaData', async () => {
    const { client, requests } = setup(() => errorReply(500, 'Down'));
    await expect(client.createCart({ userAgent: 'UA/1' })).rejects.toMatchObject({
      statusCode: 500,
    });
    expect(requests).toHaveLength(1);
  });
});

describe('cart item calls: Cart | CartValidationError | undefined', () => {
  it('resolves with the cart', async () => {
    const { client } = setup(() => jsonReply(200, sampleCart({ total: 4500 })));
    expect(await client.addCartItem('cart-1', { sku: 'CAB-750', quantity: 1 })).toMatchObject({
      id: 'cart-1',
      total: 4500,
    });
  });

  it('resolves with the server message on a 422', async () => {
    const { client } = setup(() => errorReply(422, 'Only 6 left in stock', 'inventory'));
    const result = await client.updateCartItem('cart-1', 'CAB-750', 100);
    expect(isCartValidationError(result)).toBe(true);
    expect(result).toEqual({
      kind: 'cart-validation-error',
      statusCode: 422,
      type: 'inventory',
      message: 'Only 6 left in stock',
    });
  });

  it('resolves undefined and forgets the cart id when the cart is gone', async () => {
    const { client, session } = setup(
      () => errorReply(404, 'Cart not found'),
      createMemorySession({ cartId: 'cart-1' }),
    );
    expect(await client.removeCartItem('cart-1', 'CAB-750')).toBeUndefined();
    expect(await session.getCartId()).toBeUndefined();
  });
});

describe('checkout', () => {
  it('clears the spent cart id on success', async () => {
    const { client, session } = setup(
      () => jsonReply(200, sampleOrder()),
      createMemorySession({ cartId: 'cart-1' }),
    );
    const payment = { cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' };
    const shipTo = {
      firstName: 'A',
      lastName: 'V',
      address: '1 Rd',
      city: 'Napa',
      stateCode: 'CA',
      zipCode: '94558',
    };
    expect(
      await client.checkout('cart-1', { email: 'a@example.com', shipTo, payment }),
    ).toMatchObject({ orderNumber: 1001 });
    expect(await session.getCartId()).toBeUndefined();
  });

  it('keeps the cart id when the server refuses the checkout with a 422', async () => {
    const { client, session } = setup(
      () => errorReply(422, 'Card declined'),
      createMemorySession({ cartId: 'cart-1' }),
    );
    const payment = { cardNumber: '4000000000000002', expiry: '12/30', cvv: '123' };
    const shipTo = {
      firstName: 'A',
      lastName: 'V',
      address: '1 Rd',
      city: 'Napa',
      stateCode: 'CA',
      zipCode: '94558',
    };
    const result = await client.checkout('cart-1', { email: 'a@example.com', shipTo, payment });
    expect(result).toMatchObject({ kind: 'cart-validation-error', message: 'Card declined' });
    expect(await session.getCartId()).toBe('cart-1');
  });
});
