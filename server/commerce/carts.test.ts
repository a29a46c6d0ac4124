import { describe, expect, it } from 'vitest';

import { isCartValidationError } from './errors';
import { createMemorySession } from './session';
import {
  errorReply,
  fakeCommerceClient,
  jsonReply,
  sampleCart,
  sampleOrder,
} from '@/tests/support/commerce-fakes';
import { TEST_ADDRESS } from '@/tests/support/test-customer';

describe('createCart', () => {
  it('stores the new cart id in the session', async () => {
    const { client, session } = fakeCommerceClient(() =>
      jsonReply(201, sampleCart({ id: 'new-cart' })),
    );
    const cart = await client.createCart({ userAgent: 'UA/1' });
    expect(cart.id).toBe('new-cart');
    expect(await session.getCartId()).toBe('new-cart');
  });

  it('sends only the fields given', async () => {
    const { client, requests } = fakeCommerceClient(() => jsonReply(201, sampleCart()));
    await client.createCart({ userAgent: 'UA/1' });
    expect(requests[0]?.body).toEqual({
      channel: 'Web',
      connectionInformation: { userAgent: 'UA/1' },
    });
  });

  it('repeats once without metaData when the first try fails', async () => {
    const { client, session, requests } = fakeCommerceClient((request) =>
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
    const { client, session, requests } = fakeCommerceClient(() =>
      errorReply(422, 'Cart creation refused'),
    );
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
    const { client, requests } = fakeCommerceClient(() => errorReply(500, 'Down'));
    await expect(client.createCart({ userAgent: 'UA/1' })).rejects.toMatchObject({
      statusCode: 500,
    });
    expect(requests).toHaveLength(1);
  });
});

describe('cart item calls: Cart | CartValidationError | undefined', () => {
  it('resolves with the cart', async () => {
    const { client } = fakeCommerceClient(() => jsonReply(200, sampleCart({ total: 4500 })));
    expect(await client.addCartItem('cart-1', { sku: 'CAB-750', quantity: 1 })).toMatchObject({
      id: 'cart-1',
      total: 4500,
    });
  });

  it('resolves with the server message on a 422', async () => {
    const { client } = fakeCommerceClient(() =>
      errorReply(422, 'Only 6 left in stock', 'inventory'),
    );
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
    const { client, session } = fakeCommerceClient(
      () => errorReply(404, 'Cart not found'),
      createMemorySession({ cartId: 'cart-1' }),
    );
    expect(await client.removeCartItem('cart-1', 'CAB-750')).toBeUndefined();
    expect(await session.getCartId()).toBeUndefined();
  });
});

describe('checkout', () => {
  const payment = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvv: '123' });

  it('clears the spent cart id on success', async () => {
    const { client, session } = fakeCommerceClient(
      () => jsonReply(200, sampleOrder()),
      createMemorySession({ cartId: 'cart-1' }),
    );
    const order = await client.checkout('cart-1', {
      email: 'a@example.com',
      shipTo: TEST_ADDRESS,
      payment: payment('4242424242424242'),
    });
    expect(order).toMatchObject({ orderNumber: 1001 });
    expect(await session.getCartId()).toBeUndefined();
  });

  it('keeps the cart id when the server refuses the checkout with a 422', async () => {
    const { client, session } = fakeCommerceClient(
      () => errorReply(422, 'Card declined'),
      createMemorySession({ cartId: 'cart-1' }),
    );
    const result = await client.checkout('cart-1', {
      email: 'a@example.com',
      shipTo: TEST_ADDRESS,
      payment: payment('4000000000000002'),
    });
    expect(result).toMatchObject({ kind: 'cart-validation-error', message: 'Card declined' });
    expect(await session.getCartId()).toBe('cart-1');
  });
});
