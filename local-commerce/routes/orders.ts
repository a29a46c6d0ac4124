import * as v from 'valibot';
import { requireSameCustomer } from '../auth';
import { notFound, ok } from '../http';
import type { RequestContext, Route } from '../router';
import { findOrder, findOrderByNumber, listCustomerOrders } from '../store/orders';
import { parseInput, trimmed, wholeNumberText } from '../validation';

const LookupQuerySchema = v.object({
  email: trimmed('email'),
  orderNumber: wholeNumberText('orderNumber'),
});

const ORDER_NOT_FOUND = 'Order not found';

/** GET order/{id}/limited: the receipt, no sign-in needed (the id is unguessable). */
async function orderLimited(context: RequestContext) {
  const order = await findOrder(context.sql, context.params.id ?? '');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return ok(order);
}

/** GET order/limited?email=&orderNumber=: both must match. */
async function orderLookup(context: RequestContext) {
  const query = parseInput(LookupQuerySchema, Object.fromEntries(context.query));
  const order = await findOrderByNumber(context.sql, query.email, query.orderNumber);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return ok(order);
}

/** GET customer/{id}/order/{orderId}: one of the signed-in customer's own orders. */
async function customerOrder(context: RequestContext) {
  const customerId = context.params.id ?? '';
  await requireSameCustomer(context, customerId, 'Order');
  const order = await findOrder(context.sql, context.params.orderId ?? '');
  if (!order || order.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
  return ok(order);
}

/** How many orders the account page lists; older ones are found by order lookup. */
const ORDER_HISTORY_LIMIT = 50;

/** GET customer/{id}/order (local extra): the signed-in customer's orders, newest first. */
async function customerOrders(context: RequestContext) {
  const customerId = context.params.id ?? '';
  await requireSameCustomer(context, customerId, 'Customer');
  return ok({ orders: await listCustomerOrders(context.sql, customerId, ORDER_HISTORY_LIMIT) });
}

export const orderRoutes: Route[] = [
  { method: 'GET', pattern: 'order/limited', handler: orderLookup },
  { method: 'GET', pattern: 'order/:id/limited', handler: orderLimited },
  { method: 'GET', pattern: 'customer/:id/order', handler: customerOrders },
  { method: 'GET', pattern: 'customer/:id/order/:orderId', handler: customerOrder },
];
