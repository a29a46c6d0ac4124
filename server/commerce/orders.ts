import 'server-only';

import * as v from 'valibot';

import { type Order, OrderSchema } from '@/lib/commerce/entities';

import type { Transport } from './session';
import { replyClass } from './errors';
import { requireBody } from './transport';

/** GET order/{id}/limited: the receipt view of an order, without sign-in. */
export async function getOrderLimited(commerce: Transport, orderId: string): Promise<Order> {
  const path = `order/${encodeURIComponent(orderId)}/limited`;
  return requireBody(await commerce.send({ method: 'GET', path, schema: OrderSchema }));
}

/**
 * GET order/cart/{cartId} (local service): the order placed from a cart, after a checkout
 * whose reply was lost. Undefined when none was (404); a checkout of the cart still running in
 * the service is a 409 `inProgress` CommerceError, like any other answer that decides nothing.
 */
export async function findOrderOfCart(
  commerce: Transport,
  cartId: string,
): Promise<Order | undefined> {
  const path = `order/cart/${encodeURIComponent(cartId)}`;
  try {
    return requireBody(await commerce.send({ method: 'GET', path, schema: OrderSchema }));
  } catch (error) {
    if (replyClass(error) === 'not-found') return undefined;
    throw error;
  }
}

/** GET order/limited?email=&orderNumber=: an order looked up by its number and the buyer's e-mail. */
export async function findOrderLimited(
  commerce: Transport,
  query: { email: string; orderNumber: number },
): Promise<Order> {
  return requireBody(
    await commerce.send({ method: 'GET', path: 'order/limited', query, schema: OrderSchema }),
  );
}

/** GET customer/{id}/order/{orderId}: one of the signed-in customer's orders. */
export async function getCustomerOrder(
  commerce: Transport,
  customerId: string,
  orderId: string,
): Promise<Order> {
  const path = `customer/${encodeURIComponent(customerId)}/order/${encodeURIComponent(orderId)}`;
  return requireBody(await commerce.send({ method: 'GET', path, schema: OrderSchema }));
}

/** GET customer/{id}/order (local service): the signed-in customer's orders, newest first. */
export async function listCustomerOrders(
  commerce: Transport,
  customerId: string,
): Promise<Order[]> {
  const path = `customer/${encodeURIComponent(customerId)}/order`;
  const schema = v.object({ orders: v.array(OrderSchema) });
  return requireBody(await commerce.send({ method: 'GET', path, schema })).orders;
}
