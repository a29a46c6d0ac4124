import 'server-only';

import { getCommerceSettings } from '@/server/config';
import { reportError } from '@/server/observability/report';

import { type CommerceClient, createCommerceClient } from './client';
import type { CommerceSettings } from './fetch-core';
import { createCookieSession, createMemorySession } from './session';

/** Settings of every client in the app: where commerce is, and where its failures are reported. */
export function appCommerceSettings(): CommerceSettings {
  return {
    ...getCommerceSettings(),
    report: (error, context) => reportError(error, { section: 'commerce', extra: { ...context } }),
  };
}

/**
 * The commerce client. By default for the current request: the visitor's session from cookies
 * (read only when a call needs them). `{ anonymous: true }`: no visitor identity at all (no
 * token, no cart id, no cookies read or written), the only client allowed behind a shared cache
 * entry. Cheap to build.
 */
export function getCommerce({ anonymous = false }: { anonymous?: boolean } = {}): CommerceClient {
  const session = anonymous ? createMemorySession() : createCookieSession();
  return createCommerceClient(appCommerceSettings(), session);
}
export type { CommerceClient } from './client';
export type { CartResult, CartItemPayload, CheckoutPayload, CreateCartPayload } from './carts';
export type { Collection } from './collections';
export type { JoinClubPayload } from './clubs';
export type { LoginPayload, RegisterCustomerPayload } from './customers';
export { type CartValidationError, CommerceError, isCartValidationError } from './errors';
export type { ProductFilter, ProductPage } from './products';
export type { CommerceSession } from './session';
