import * as v from 'valibot';
import { requireSameCustomer } from '../auth';
import { HttpError, notFound, ok } from '../http';
import type { RequestContext, Route } from '../router';
import { findOrder, findOrderByCart, findOrderByNumber, listCustomerOrders } from '../store/orders';
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

/** The checkout route's path: while one of these is running, the cart's outcome is not known yet. */
const checkoutPathOf = (cartId: string) => `cart/${cartId}/checkout`;

/**
 * GET order/cart/{cartId} (local extra): the order placed from this cart, for a checkout whose
 * answer was lost (a timeout, a dropped connection). 404 means no order came of the cart AND
 * none can come of a request already received: while a checkout of the cart is still running in
 * this service the answer is 409 `inProgress` instead, so "not found" is never said too early.
 * No sign-in needed: like the order id of the receipt, the cart id is unguessable.
 */
async function orderOfCart(context: RequestContext) {
  const cartId = context.params.cartId ?? '';
  const order = await findOrderByCart(context.sql, cartId);
  if (order) return ok(order);
  if (context.services.isRunning('POST', checkoutPathOf(cartId))) {
    throw new HttpError(409, 'inProgress', 'Checkout of this cart is still running');
  }
  throw notFound(ORDER_NOT_FOUND);
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
  { method: 'GET', pattern: 'order/cart/:cartId', handler: orderOfCart },
  { method: 'GET', pattern: 'customer/:id/order', handler: customerOrders },
  { method: 'GET', pattern: 'customer/:id/order/:orderId', handler: customerOrder },
];
