import 'server-only';

import * as v from 'valibot';

import { type Order, OrderSchema } from '@/lib/commerce/entities';

import type { FetchCore } from './fetch-core';
import { requireBody } from './replies';

export function orderCalls(core: FetchCore) {
  /** GET order/{id}/limited: the receipt view of an order, without sign-in. */
  async function getOrderLimited(orderId: string): Promise<Order> {
    const path = `order/${encodeURIComponent(orderId)}/limited`;
    return requireBody(await core.send({ method: 'GET', path, schema: OrderSchema }));
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

  return { getOrderLimited, findOrderLimited, getCustomerOrder, listCustomerOrders };
}
