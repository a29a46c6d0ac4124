import 'server-only';

import { cache } from 'react';

import { COMMERCE_BREAKER, RENDER_COMMERCE_DEADLINE_MS } from '@/lib/constants';
import { getCommerceSettings } from '@/server/config';

import {
  clearCartId,
  clearCustomerToken,
  readCartId,
  readCustomerToken,
  writeCartId,
  writeCustomerToken,
} from '@/server/cookies';
import { reportError } from '@/server/observability/report';

import { COMMERCE_BREAKER_KEY, type CircuitBreaker, createCircuitBreaker } from './circuit-breaker';
import { type CommerceSettings, type Transport, createTransport } from './transport';

/**
 * Whose commerce calls these are: the visitor's session (token and cart id, kept in cookies or, for
 * tests and scripts, in memory) and the transport a caller gets, bound to it and to the caller's
 * budget (`commerceTransport`).
 */

/**
 * Where one visitor's commerce identity lives for the length of a request: the customer token and
 * the cart id. The transport reads the token; a reply clears token or cart id only through
 * `applySessionEffect` (replies.ts); the typed calls store them after login and cart creation.
 */
export interface CommerceSession {
  getToken(): Promise<string | undefined>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  getCartId(): Promise<string | undefined>;
  setCartId(id: string): Promise<void>;
  clearCartId(): Promise<void>;
}

/**
 * The session kept in cookies (server/cookies.ts: httpOnly unless Commerce7's widget must read
 * them, each with its browser-readable hint), for pages, server actions and route handlers.
 */
export function createCookieSession(): CommerceSession {
  return {
    getToken: readCustomerToken,
    setToken: writeCustomerToken,
    clearToken: clearCustomerToken,
    getCartId: readCartId,
    setCartId: writeCartId,
    clearCartId,
  };
}

/** A session held in memory: for tests and for scripts that run outside a request. */
export function createMemorySession(
  initial: { token?: string; cartId?: string } = {},
): CommerceSession {
  let token = initial.token;
  let cartId = initial.cartId;
  return {
    getToken: async () => token,
    setToken: async (value) => {
      token = value;
    },
    clearToken: async () => {
      token = undefined;
    },
    getCartId: async () => cartId,
    setCartId: async (value) => {
      cartId = value;
    },
    clearCartId: async () => {
      cartId = undefined;
    },
  };
}

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
 * The transport for a caller: whose session its calls carry and how long they may take. Cheap to
 * build.
 * - Default (server actions, route handlers): the visitor's session from cookies (read only when a
 *   call needs them) and the spec's full budget (10 s per attempt, 3 retries).
 * - `{ anonymous: true }`: no visitor identity at all (no token, no cart id, no cookies read or
 *   written), the only transport allowed behind a shared cache entry.
 * - `{ render: true }` (Server Components reading the visitor's own data): the same session with
 *   the request's render deadline, so a hung service shows fallbacks (anonymous viewer, cart
 *   without count) instead of holding the page.
 * - `{ deadlineMs }` (server actions that must answer soon, e.g. the order check): the session
 *   from cookies, each call over within `deadlineMs`, retries included.
 */
export function commerceTransport({
  anonymous = false,
  render = false,
  deadlineMs,
}: CommerceBudget = {}): Transport {
  const session = anonymous ? createMemorySession() : createCookieSession();
  const settings = appCommerceSettings();
  const deadlineAt = render
    ? renderDeadline
    : deadlineMs === undefined
      ? undefined
      : () => Date.now() + deadlineMs;
  return createTransport(deadlineAt ? { ...settings, deadlineAt } : settings, session);
}

/** Whose calls and how long they may take (commerceTransport). */
export interface CommerceBudget {
  anonymous?: boolean;
  render?: boolean;
  deadlineMs?: number;
}
