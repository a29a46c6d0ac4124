import 'server-only';

import { getCommerceSettings } from '@/server/config';

import { type CommerceClient, createCommerceClient } from './client';
import { createCookieSession } from './session';

/**
 * The commerce client for the current request: settings from server/config, the visitor's
 * session from cookies. Cheap to build; cookies are read only when a call needs them.
 */
export function getCommerce(): CommerceClient {
  return createCommerceClient(getCommerceSettings(), createCookieSession());
}

export type { CommerceClient } from './client';
export type { CartResult, CartItemPayload, CheckoutPayload, CreateCartPayload } from './carts';
export type { Collection } from './collections';
export type { JoinClubPayload } from './clubs';
export type { LoginPayload, RegisterCustomerPayload } from './customers';
export { type CartValidationError, CommerceError, isCartValidationError } from './errors';
export type { ProductFilter, ProductPage } from './products';
export type { CommerceSession } from './session';
