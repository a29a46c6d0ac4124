import 'server-only';

import { type CommerceClient, commerceClientOver } from './client';
import { type CommerceBudget, commerceTransport } from './session';

/**
 * The one commerce client: every call bound to the transport of `commerceTransport(options)`
 * (session.ts), for callers that hold one object rather than calling the top-level functions.
 */
export function getCommerce(options: CommerceBudget = {}): CommerceClient {
  return commerceClientOver(commerceTransport(options));
}
export { appCommerceSettings } from './session';
export type { CommerceClient } from './client';
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
