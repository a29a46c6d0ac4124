import 'server-only';

import { accountCalls } from './account';
import * as carts from './carts';
import { clubCalls } from './clubs';
import { collectionCalls } from './collections';
import { creditCardCalls } from './credit-cards';
import { customerCalls, customerLinkCalls } from './customers';
import { type CommerceSettings, type Transport, createTransport } from './transport';
import { orderCalls } from './orders';
import { marketingCalls } from './marketing';
import { membershipChangeCalls } from './membership-changes';
import { outboxCalls } from './outbox';
import { productCalls } from './products';
import type { CommerceSession } from './session';

/** Every commerce call, over one transport bound to one visitor's session. */
export function createCommerceClient(settings: CommerceSettings, session: CommerceSession) {
  return commerceClientOver(createTransport(settings, session));
}

/** Every commerce call, bound to a transport a caller already has. */
export function commerceClientOver(core: Transport) {
  const { session } = core;
  return {
    /** Whether admin calls (`listCollections`) can be made: app credentials are configured. */
    hasAppCredentials: core.hasAppCredentials,
    ...productCalls(core),
    ...collectionCalls(core),
    ...customerCalls(core, session),
    ...customerLinkCalls(core),
    createCart: bound(core, carts.createCart),
    getCart: bound(core, carts.getCart),
    updateCart: bound(core, carts.updateCart),
    addCartItem: bound(core, carts.addCartItem),
    updateCartItem: bound(core, carts.updateCartItem),
    removeCartItem: bound(core, carts.removeCartItem),
    quoteCheckout: bound(core, carts.quoteCheckout),
    checkout: bound(core, carts.checkout),
    ...orderCalls(core),
    ...clubCalls(core),
    ...membershipChangeCalls(core),
    ...accountCalls(core),
    ...creditCardCalls(core),
    ...outboxCalls(core),
    ...marketingCalls(core),
  };
}

/** A top-level call with its transport given: `commerce.getCart(id)` for `getCart(transport, id)`. */
function bound<A extends unknown[], R>(
  core: Transport,
  call: (commerce: Transport, ...args: A) => R,
): (...args: A) => R {
  return (...args) => call(core, ...args);
}

export type CommerceClient = ReturnType<typeof commerceClientOver>;
