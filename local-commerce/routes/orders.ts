import * as v from 'valibot';
import { requireSameCustomer } from '../auth';
import { notFound, ok } from '../http';
import type { RequestContext, Route } from '../router';
import { findOrder, findOrderByNumber } from '../store/orders';
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

export const orderRoutes: Route[] = [
  { method: 'GET', pattern: 'order/limited', handler: orderLookup },
  { method: 'GET', pattern: 'order/:id/limited', handler: orderLimited },
  { method: 'GET', pattern: 'customer/:id/order/:orderId', handler: customerOrder },
];
