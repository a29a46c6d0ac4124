import 'server-only';

import * as v from 'valibot';

import { type Order, OrderSchema } from '@/lib/commerce/entities';

import type { Transport } from './transport';
import { replyClass, requireBody } from './replies';

export function orderCalls(core: Transport) {
  /** GET order/{id}/limited: the receipt view of an order, without sign-in. */
  async function getOrderLimited(orderId: string): Promise<Order> {
    const path = `order/${encodeURIComponent(orderId)}/limited`;
    return requireBody(await core.send({ method: 'GET', path, schema: OrderSchema }));
  }

  /**
   * GET order/cart/{cartId} (local service): the order placed from a cart, after a checkout
   * whose reply was lost. Undefined when none was (404); a checkout of the cart still running in
   * the service is a 409 `inProgress` CommerceError, like any other answer that decides nothing.
   */
  async function findOrderOfCart(cartId: string): Promise<Order | undefined> {
    const path = `order/cart/${encodeURIComponent(cartId)}`;
    try {
      return requireBody(await core.send({ method: 'GET', path, schema: OrderSchema }));
    } catch (error) {
      if (replyClass(error) === 'not-found') return undefined;
      throw error;
    }
  }

  /** GET order/limited?email=&orderNumber=: an order looked up by its number and the buyer's e-mail. */
  async function findOrderLimited(query: { email: string; orderNumber: number }): Promise<Order> {
    return requireBody(
      await core.send({ method: 'GET', path: 'order/limited', query, schema: OrderSchema }),
    );
  }

  /** GET customer/{id}/order/{orderId}: one of the signed-in customer's orders. */
  async function getCustomerOrder(customerId: string, orderId: string): Promise<Order> {
    const path = `customer/${encodeURIComponent(customerId)}/order/${encodeURIComponent(orderId)}`;
    return requireBody(await core.send({ method: 'GET', path, schema: OrderSchema }));
  }

  /** GET customer/{id}/order (local service): the signed-in customer's orders, newest first. */
  async function listCustomerOrders(customerId: string): Promise<Order[]> {
    const path = `customer/${encodeURIComponent(customerId)}/order`;
    const schema = v.object({ orders: v.array(OrderSchema) });
    return requireBody(await core.send({ method: 'GET', path, schema })).orders;
  }

  return {
    getOrderLimited,
    findOrderOfCart,
    findOrderLimited,
    getCustomerOrder,
    listCustomerOrders,
  };
}
