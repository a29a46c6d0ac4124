import 'server-only';

import { cache } from 'react';

import { COMMERCE_BREAKER, RENDER_COMMERCE_DEADLINE_MS } from '@/lib/constants';
import { getCommerceSettings } from '@/server/config';
import { reportError } from '@/server/observability/report';

import { COMMERCE_BREAKER_KEY, type CircuitBreaker, createCircuitBreaker } from './circuit-breaker';
import { type CommerceClient, createCommerceClient } from './client';
import type { CommerceSettings } from './transport';
import { createCookieSession, createMemorySession } from './session';

/**
 * One breaker per process, kept on globalThis because Next may load this module once per route
 * bundle: every copy must see the same outage.
 */
function commerceBreaker(): CircuitBreaker {
  const holder = globalThis as { [COMMERCE_BREAKER_KEY]?: CircuitBreaker };
  holder[COMMERCE_BREAKER_KEY] ??= createCircuitBreaker({
    ...COMMERCE_BREAKER,
    onOpen: (failures) =>
      reportError(
        new Error(
          `Commerce service not answering (${failures} calls in a row); calls paused for ${COMMERCE_BREAKER.cooldownMs} ms at a time until it answers`,
        ),
        { section: 'commerce' },
      ),
    onClose: () => console.info('[commerce] service answering again; calls resumed'),
  });
  return holder[COMMERCE_BREAKER_KEY];
}

/**
 * Settings of every client in the app: where commerce is, where its failures are reported, and
 * the breaker they share. The spec's budget (10 s per attempt, 3 retries) applies: server actions
 * and shared cached reads use it.
 */
export function appCommerceSettings(): CommerceSettings {
  return {
    ...getCommerceSettings(),
    report: (error, context) => reportError(error, { section: 'commerce', extra: { ...context } }),
    breaker: commerceBreaker(),
  };
}

/**
 * The end of this request's render budget for commerce, fixed by the first call that asks: every
 * personal read of one page (viewer, cart, the viewer's product) shares it, so together they
 * cannot hold the page longer than RENDER_COMMERCE_DEADLINE_MS.
 */
const renderDeadline = cache(() => Date.now() + RENDER_COMMERCE_DEADLINE_MS);

/**
 * The one commerce client factory. Cheap to build.
 * - Default (server actions, route handlers): the visitor's session from cookies (read only when a
 *   call needs them) and the spec's full budget (10 s per attempt, 3 retries).
 * - `{ anonymous: true }`: no visitor identity at all (no token, no cart id, no cookies read or
 *   written), the only client allowed behind a shared cache entry.
 * - `{ render: true }` (Server Components reading the visitor's own data): the same session with
 *   the request's render deadline, so a hung service shows fallbacks (anonymous viewer, cart
 *   without count) instead of holding the page.
 * - `{ deadlineMs }` (server actions that must answer soon, e.g. the order check): the session
 *   from cookies, each call over within `deadlineMs`, retries included.
 */
export function getCommerce({
  anonymous = false,
  render = false,
  deadlineMs,
}: { anonymous?: boolean; render?: boolean; deadlineMs?: number } = {}): CommerceClient {
  const session = anonymous ? createMemorySession() : createCookieSession();
  const settings = appCommerceSettings();
  const deadlineAt = render
    ? renderDeadline
    : deadlineMs === undefined
      ? undefined
      : () => Date.now() + deadlineMs;
  return createCommerceClient(deadlineAt ? { ...settings, deadlineAt } : settings, session);
}
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
export { type ReplyClass, replyClass } from './replies';
export type { CollectionSummary, ProductFilter, ProductPage } from './products';
export type { CommerceSession } from './session';
