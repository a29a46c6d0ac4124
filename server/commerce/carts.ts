import 'server-only';

import * as v from 'valibot';

import {
  type Cart,
  type CartItem,
  CartSchema,
  type Order,
  OrderSchema,
} from '@/lib/commerce/entities';

import type { CheckoutPayload } from '@/lib/checkout/checkout';

import type { CartValidationError } from './errors';
import type { Transport } from './session';
import type { CommerceCall } from './transport';
import { cartOutcome, requireBody } from './transport';

/** A cart call's result: the cart, the server's 422 message, or undefined when the cart is gone (cookie cleared). */
export type CartResult = Cart | CartValidationError | undefined;

export interface CreateCartPayload {
  userAgent: string;
  customerId?: string;
  /** The visitor's e-mail id (c7EmailId cookie), sent as additionalInfo.emailId. */
  emailId?: string;
  /** Campaign data (c7metaData cookie); dropped on the second try if the first fails. */
  metaData?: Record<string, unknown>;
}

export interface CartItemPayload {
  sku: string;
  quantity: number;
  /** Gift cards: the recipients. */
  itemData?: NonNullable<CartItem['itemData']>;
}

/** What checkout sends: declared by the checkout's schema (lib/checkout/checkout.ts), never here. */
export type { CheckoutPayload };

/** What checkout will charge (local service): the order's totals and whether anything ships. */
const CheckoutQuoteSchema = v.object({
  /** The state whose shipping and tax the totals use (the winery's own before one is chosen). */
  stateCode: v.optional(v.string(), ''),
  subTotal: v.number(),
  shipTotal: v.number(),
  taxTotal: v.number(),
  total: v.number(),
  requiresShipping: v.boolean(),
});
export type CheckoutQuote = v.InferOutput<typeof CheckoutQuoteSchema>;

/** `cart/{cartId}`: the path every call on an existing cart starts with. */
const cartPath = (cartId: string) => `cart/${encodeURIComponent(cartId)}`;

/** Sends a call that answers with the cart, and reads it as a cart call's result. */
async function sendForCart(
  commerce: Transport,
  call: Omit<CommerceCall<typeof CartSchema>, 'schema'>,
): Promise<CartResult> {
  return cartOutcome(await commerce.send({ ...call, schema: CartSchema }));
}

// The cart itself: created (its id kept in the session), read, its gift message changed.

async function postCart(
  commerce: Transport,
  payload: Omit<CreateCartPayload, 'metaData'>,
  metaData?: Record<string, unknown>,
) {
  const body = {
    channel: 'Web',
    connectionInformation: { userAgent: payload.userAgent },
    ...(payload.customerId === undefined ? {} : { customerId: payload.customerId }),
    ...(payload.emailId === undefined ? {} : { additionalInfo: { emailId: payload.emailId } }),
    ...(metaData === undefined ? {} : { metaData }),
  };
  return requireBody(
    await commerce.send({ method: 'POST', path: 'cart', body, schema: CartSchema }),
  );
}

/**
 * POST cart, and the new id into the session's cartId cookie. If it fails with metaData, it is
 * repeated once without it: campaign data must never stop a visitor buying.
 */
export async function createCart(commerce: Transport, payload: CreateCartPayload): Promise<Cart> {
  const { metaData, ...rest } = payload;
  let cart: Cart;
  try {
    cart = await postCart(commerce, rest, metaData);
  } catch (error) {
    if (metaData === undefined) throw error;
    cart = await postCart(commerce, rest);
  }
  await commerce.session.setCartId(cart.id);
  return cart;
}

/** GET cart/{cartId} */
export function getCart(commerce: Transport, cartId: string): Promise<CartResult> {
  return sendForCart(commerce, { method: 'GET', path: cartPath(cartId) });
}

/** PUT cart/{cartId} */
export function updateCart(
  commerce: Transport,
  cartId: string,
  changes: { giftMessage: string },
): Promise<CartResult> {
  return sendForCart(commerce, { method: 'PUT', path: cartPath(cartId), body: changes });
}

/** DELETE cart/{cartId}: a cart made for an add the service refused, so none is left empty. */
export async function deleteCart(commerce: Transport, cartId: string): Promise<void> {
  await commerce.send({ method: 'DELETE', path: cartPath(cartId), schema: v.unknown() });
}

// The cart's lines: added, set to a quantity, removed.

const itemPath = (cartId: string, sku: string) =>
  `${cartPath(cartId)}/item/${encodeURIComponent(sku)}`;

/** POST cart/{cartId}/item. Never retried once sent: a second add would double the quantity. */
export function addCartItem(
  commerce: Transport,
  cartId: string,
  item: CartItemPayload,
): Promise<CartResult> {
  return sendForCart(commerce, { method: 'POST', path: `${cartPath(cartId)}/item`, body: item });
}

/** PUT cart/{cartId}/item/{sku}: sets the absolute quantity. */
export function updateCartItem(
  commerce: Transport,
  cartId: string,
  sku: string,
  quantity: number,
): Promise<CartResult> {
  const body = { sku, quantity };
  return sendForCart(commerce, { method: 'PUT', path: itemPath(cartId, sku), body });
}

/** DELETE cart/{cartId}/item/{sku} */
export function removeCartItem(
  commerce: Transport,
  cartId: string,
  sku: string,
): Promise<CartResult> {
  return sendForCart(commerce, { method: 'DELETE', path: itemPath(cartId, sku) });
}

// The cart's checkout (local service; Commerce7 hosts checkout): its quote, then the order.

/**
 * POST cart/{cartId}/checkout. On success the cart is spent, so the cartId cookie is cleared;
 * a 422 (e.g. a declined card) keeps it. Every checkout of one cart carries the same
 * Idempotency-Key, so placing the order again after a lost reply answers the order already
 * placed instead of charging twice (the service keeps only successes, so a declined card can
 * still be corrected and sent again).
 */
export async function checkout(
  commerce: Transport,
  cartId: string,
  payload: CheckoutPayload,
): Promise<Order | CartValidationError | undefined> {
  const reply = await commerce.send({
    method: 'POST',
    path: `${cartPath(cartId)}/checkout`,
    body: payload,
    schema: OrderSchema,
    idempotencyKey: checkoutIdempotencyKey(cartId),
  });
  if (reply.kind === 'body') await commerce.session.clearCartId();
  return cartOutcome(reply);
}

/**
 * POST cart/{cartId}/quote: the totals checkout will charge, for the shipping state when one
 * is chosen; a 422 says why that state cannot receive the order.
 */
export async function quoteCheckout(
  commerce: Transport,
  cartId: string,
  payload: { stateCode?: string },
): Promise<CheckoutQuote | CartValidationError | undefined> {
  const path = `${cartPath(cartId)}/quote`;
  return cartOutcome(
    await commerce.send({ method: 'POST', path, body: payload, schema: CheckoutQuoteSchema }),
  );
}

/** One key per cart: a cart is ordered at most once. */
const checkoutIdempotencyKey = (cartId: string) => `checkout-${cartId}`;
