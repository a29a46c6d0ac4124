import 'server-only';

import { getCommerceSettings } from '@/server/config';
import { reportError } from '@/server/observability/report';

import { type CommerceClient, createCommerceClient } from './client';
import type { CommerceSettings } from './fetch-core';
import { createCookieSession } from './session';

/** Settings of every client in the app: where commerce is, and where its failures are reported. */
export function appCommerceSettings(): CommerceSettings {
  return {
    ...getCommerceSettings(),
    report: (error, context) => reportError(error, { section: 'commerce', extra: { ...context } }),
  };
}

/**
 * The commerce client for the current request: settings from server/config, the visitor's
 * session from cookies. Cheap to build; cookies are read only when a call needs them.
 */
export function getCommerce(): CommerceClient {
  return createCommerceClient(appCommerceSettings(), createCookieSession());
}
export type { CommerceClient } from './client';
export type { CartResult, CartItemPayload, CheckoutPayload, CreateCartPayload } from './carts';
export type { Collection } from './collections';
export type { JoinClubPayload } from './clubs';
export type { LoginPayload, RegisterCustomerPayload } from './customers';
export { type CartValidationError, CommerceError, isCartValidationError } from './errors';
export type { ProductFilter, ProductPage } from './products';
export type { CommerceSession } from './session';
