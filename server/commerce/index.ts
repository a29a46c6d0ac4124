import 'server-only';
import {
  type CommerceBudget,
  commerceTransport,
  type CommerceSettings,
  type Transport,
  type CommerceSession,
} from './session';
import * as account from './account';
import * as carts from './carts';
import * as clubs from './clubs';
import * as collections from './collections';
import * as creditCards from './credit-cards';
import * as customers from './customers';
import { createTransport } from './transport';
import * as orders from './orders';
import * as marketing from './marketing';
import * as membershipChanges from './membership-changes';
import * as outbox from './outbox';
import * as products from './products';

/**
 * The one commerce client: every call bound to the transport of `commerceTransport(options)`
 * (session.ts), for callers that hold one object rather than calling the top-level functions.
 */
export function getCommerce(options: CommerceBudget = {}): CommerceClient {
  return commerceClientOver(commerceTransport(options));
}
export { appCommerceSettings } from './session';
export type { CartResult, CartItemPayload, CheckoutPayload, CreateCartPayload } from './carts';
export type { Collection } from './collections';
export type { JoinClubPayload } from './clubs';
export type { LoginPayload, RegisterCustomerPayload } from './customers';
export {
  type CartValidationError,
  CommerceError,
  isCallsPaused,
  isCartValidationError,
} from './errors';
export { type ReplyClass, replyClass } from './errors';
export type { CollectionSummary, ProductFilter, ProductPage } from './products';
export type { CommerceSession } from './session';

/** Every commerce call, over one transport bound to one visitor's session. */
export function createCommerceClient(settings: CommerceSettings, session: CommerceSession) {
  return commerceClientOver(createTransport(settings, session));
}

/** Every commerce call, bound to a transport a caller already has. */
function commerceClientOver(core: Transport) {
  return {
    /** Whether admin calls (`listCollections`) can be made: app credentials are configured. */
    hasAppCredentials: core.hasAppCredentials,
    getProductBySlug: bound(core, products.getProductBySlug),
    listProducts: bound(core, products.listProducts),
    listAllProducts: bound(core, products.listAllProducts),
    listCollectionProducts: bound(core, products.listCollectionProducts),
    listCollections: bound(core, collections.listCollections),
    login: bound(core, customers.login),
    registerCustomer: bound(core, customers.registerCustomer),
    signInWithMagicLink: bound(core, customers.signInWithMagicLink),
    logout: bound(core, customers.logout),
    getSelf: bound(core, customers.getSelf),
    generateResetPasswordLink: bound(core, customers.generateResetPasswordLink),
    generateMagicLink: bound(core, customers.generateMagicLink),
    resetPassword: bound(core, customers.resetPassword),
    createCart: bound(core, carts.createCart),
    getCart: bound(core, carts.getCart),
    updateCart: bound(core, carts.updateCart),
    deleteCart: bound(core, carts.deleteCart),
    addCartItem: bound(core, carts.addCartItem),
    updateCartItem: bound(core, carts.updateCartItem),
    removeCartItem: bound(core, carts.removeCartItem),
    quoteCheckout: bound(core, carts.quoteCheckout),
    checkout: bound(core, carts.checkout),
    getOrderLimited: bound(core, orders.getOrderLimited),
    findOrderOfCart: bound(core, orders.findOrderOfCart),
    findOrderLimited: bound(core, orders.findOrderLimited),
    getCustomerOrder: bound(core, orders.getCustomerOrder),
    listCustomerOrders: bound(core, orders.listCustomerOrders),
    listClubs: bound(core, clubs.listClubs),
    joinClub: bound(core, clubs.joinClub),
    getClubMembershipLimited: bound(core, clubs.getClubMembershipLimited),
    listCustomerClubMemberships: bound(core, clubs.listCustomerClubMemberships),
    cancelClubMembership: bound(core, clubs.cancelClubMembership),
    updateClubMembership: bound(core, membershipChanges.updateClubMembership),
    skipNextShipment: bound(core, membershipChanges.skipNextShipment),
    updateCustomerDetails: bound(core, account.updateCustomerDetails),
    changePassword: bound(core, account.changePassword),
    listAddresses: bound(core, account.listAddresses),
    saveAddress: bound(core, account.saveAddress),
    removeAddress: bound(core, account.removeAddress),
    listCustomerEvents: bound(core, account.listCustomerEvents),
    listCreditCards: bound(core, creditCards.listCreditCards),
    addCreditCard: bound(core, creditCards.addCreditCard),
    updateCreditCard: bound(core, creditCards.updateCreditCard),
    deleteCreditCard: bound(core, creditCards.deleteCreditCard),
    listOutbox: bound(core, outbox.listOutbox),
    listMarketingSubmissions: bound(core, marketing.listMarketingSubmissions),
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
