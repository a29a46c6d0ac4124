import 'server-only';

import * as v from 'valibot';

import {
  AddressSchema,
  type Cart,
  type CartItem,
  CartSchema,
  type Order,
  OrderSchema,
} from '@/lib/commerce/entities';

import type { CartValidationError } from './errors';
import type { FetchCore } from './fetch-core';
import { cartOutcome, requireBody } from './replies';
import type { CommerceSession } from './session';

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

type AddressPayload = v.InferInput<typeof AddressSchema>;

export interface CheckoutPayload {
  email: string;
  /** Null when nothing in the cart ships (a virtual gift card alone). */
  shipTo: AddressPayload | null;
  billTo?: AddressPayload;
  payment: { cardNumber: string; expiry: string; cvv: string };
}

/** What checkout will charge (local service): the order's totals and whether anything ships. */
export const CheckoutQuoteSchema = v.object({
  subTotal: v.number(),
  shipTotal: v.number(),
  taxTotal: v.number(),
  total: v.number(),
  requiresShipping: v.boolean(),
});
export type CheckoutQuote = v.InferOutput<typeof CheckoutQuoteSchema>;

export function cartCalls(core: FetchCore, session: CommerceSession) {
  const cartPath = (cartId: string) => `cart/${encodeURIComponent(cartId)}`;
  const itemPath = (cartId: string, sku: string) =>
    `${cartPath(cartId)}/item/${encodeURIComponent(sku)}`;

  async function postCart(
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
    return requireBody(await core.send({ method: 'POST', path: 'cart', body, schema: CartSchema }));
  }

  /**
   * POST cart, and the new id into the session's cartId cookie. If it fails with metaData, it is
   * repeated once without it (spec section 7): campaign data must never stop a visitor buying.
   */
  async function createCart(payload: CreateCartPayload): Promise<Cart> {
    const { metaData, ...rest } = payload;
    let cart: Cart;
    try {
      cart = await postCart(rest, metaData);
    } catch (error) {
      if (metaData === undefined) throw error;
      cart = await postCart(rest);
    }
    await session.setCartId(cart.id);
    return cart;
  }

  /** GET cart/{cartId} */
  async function getCart(cartId: string): Promise<CartResult> {
    return cartOutcome(
      await core.send({ method: 'GET', path: cartPath(cartId), schema: CartSchema }),
    );
  }

  /** PUT cart/{cartId} */
  async function updateCart(cartId: string, changes: { giftMessage: string }): Promise<CartResult> {
    return cartOutcome(
      await core.send({ method: 'PUT', path: cartPath(cartId), body: changes, schema: CartSchema }),
    );
  }

  /** POST cart/{cartId}/item. Never retried once sent: a second add would double the quantity. */
  async function addCartItem(cartId: string, item: CartItemPayload): Promise<CartResult> {
    const path = `${cartPath(cartId)}/item`;
    return cartOutcome(await core.send({ method: 'POST', path, body: item, schema: CartSchema }));
  }

  /** PUT cart/{cartId}/item/{sku}: sets the absolute quantity. */
  async function updateCartItem(
    cartId: string,
    sku: string,
    quantity: number,
  ): Promise<CartResult> {
    const path = itemPath(cartId, sku);
    return cartOutcome(
      await core.send({ method: 'PUT', path, body: { sku, quantity }, schema: CartSchema }),
    );
  }

  /** DELETE cart/{cartId}/item/{sku} */
  async function removeCartItem(cartId: string, sku: string): Promise<CartResult> {
    return cartOutcome(
      await core.send({ method: 'DELETE', path: itemPath(cartId, sku), schema: CartSchema }),
    );
  }

  /**
   * POST cart/{cartId}/checkout (local service; Commerce7 hosts checkout). On success the cart is
   * spent, so the cartId cookie is cleared; a 422 (e.g. a declined card) keeps it. Every checkout
   * of one cart carries the same Idempotency-Key, so placing the order again after a lost reply
   * answers the order already placed instead of charging twice (the service keeps only successes,
   * so a declined card can still be corrected and sent again).
   */
  async function checkout(
    cartId: string,
    payload: CheckoutPayload,
  ): Promise<Order | CartValidationError | undefined> {
    const path = `${cartPath(cartId)}/checkout`;
    const reply = await core.send({
      method: 'POST',
      path,
      body: payload,
      schema: OrderSchema,
      idempotencyKey: checkoutIdempotencyKey(cartId),
    });
    if (reply.kind === 'body') await session.clearCartId();
    return cartOutcome(reply);
  }

  /**
   * POST cart/{cartId}/quote (local service): the totals checkout will charge, for the shipping
   * state when one is chosen; a 422 says why that state cannot receive the order.
   */
  async function quoteCheckout(
    cartId: string,
    payload: { stateCode?: string },
  ): Promise<CheckoutQuote | CartValidationError | undefined> {
    const path = `${cartPath(cartId)}/quote`;
    return cartOutcome(
      await core.send({ method: 'POST', path, body: payload, schema: CheckoutQuoteSchema }),
    );
  }

  return {
    createCart,
    getCart,
    updateCart,
    addCartItem,
    updateCartItem,
    removeCartItem,
    quoteCheckout,
    checkout,
  };
}

/** One key per cart: a cart is ordered at most once. */
export const checkoutIdempotencyKey = (cartId: string) => `checkout-${cartId}`;
