import 'server-only';

import { cache } from 'react';
import type * as v from 'valibot';

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
import {
  type CommerceCall,
  type CommerceReply,
  type SessionEffect,
  createTransport,
} from './transport';

/**
 * Whose commerce calls these are and how long they may take: the visitor's session (token and cart
 * id, kept in cookies or, for tests and scripts, in memory), the one place a reply changes it, the
 * app's settings, and the transport a caller gets, bound to the session and the caller's budget
 * (`commerceTransport`; for the visitor's own data, `visitorCommerce(caller)`).
 */

/**
 * Where one visitor's commerce identity lives for the length of a request: the customer token and
 * the cart id. The transport reads the token; a reply clears token or cart id only through
 * `applySessionEffect` (below); the typed calls store them after login and cart creation.
 */
export interface CommerceSession {
  getToken(): Promise<string | undefined>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  getCartId(): Promise<string | undefined>;
  setCartId(id: string): Promise<void>;
  clearCartId(): Promise<void>;
}

/** The one place a reply changes the visitor's session (its meaning decided by the transport). */
export async function applySessionEffect(
  session: CommerceSession,
  effect: SessionEffect,
): Promise<void> {
  if (effect === 'clear-token') await session.clearToken();
  else if (effect === 'clear-cart-id') await session.clearCartId();
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

// The transport's settings, and the transport a call takes.

export interface ReportContext {
  /** The call's method and path template, e.g. 'GET product/slug/{slug}/for-web' (no ids). */
  call: string;
  statusCode: number;
  attempts: number;
}

export interface CommerceSettings {
  /** The API root, ending in '/v1'. */
  baseUrl: string;
  tenant: string;
  /**
   * A Commerce7 app's id and secret key, sent as Basic auth only on calls marked `auth: 'app'`
   * (admin routes). Absent, such calls are refused here without a request.
   */
  appCredentials?: { id: string; secret: string };
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt, for the calls the retry policy allows. */
  retries?: number;
  /** Wait before retry number `retry` (1-based). */
  retryDelayMs?: (retry: number) => number;
  /**
   * Where failures the catalogue does not expect go: the app passes reportError
   * (server/commerce/index.ts); without one (unit tests, scripts) they go to the console.
   */
  report?: (error: unknown, context: ReportContext) => void;
  /**
   * When the whole call must be over (epoch ms), attempts and waits between them included; read
   * once per call. Rendering passes one deadline per request so a hung service cannot hold a page.
   */
  deadlineAt?: () => number | undefined;
  /** Shared by every call to the service: while open, calls are refused without a request. */
  breaker?: CircuitBreaker;
}

/** The transport bound to one visitor's session and one caller's budget: what every call takes. */
export interface Transport {
  send<TSchema extends v.GenericSchema>(
    call: CommerceCall<TSchema>,
  ): Promise<CommerceReply<v.InferOutput<TSchema>>>;
  /** Whether calls with `auth: 'app'` can be made (app credentials configured). */
  readonly hasAppCredentials: boolean;
  /** Where a call group reports a problem that does not fail the call (e.g. a product left out). */
  report(error: unknown, context: ReportContext): void;
  /** The visitor's token and cart id: calls that log in or create a cart store them here. */
  readonly session: CommerceSession;
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

/**
 * Who waits for the visitor's data, which decides how long its commerce calls may take. The
 * one place the visitor's deadlines are stated:
 * - `render`: a Server Component rendering a page. Every personal read of the request shares
 *   one 2 s budget, retries included (RENDER_COMMERCE_DEADLINE_MS), so a hung service shows
 *   fallbacks (anonymous viewer, cart without a count) instead of holding the page.
 * - `action`: a server action or route handler, answering something the visitor asked for. The
 *   spec's budget (10 s per attempt, 3 retries; GETs retried, POSTs only when never
 *   sent), the same as the action's own calls: an action must not inherit a page's deadline.
 * - `sync`: the header's session sync, asked once per page load (`syncSession`). Each call within
 *   SYNC_DEADLINE_MS, retries included: Next runs a page's server actions one at a time, so a
 *   sync waiting out the full action budget on a hung service would hold the visitor's next add
 *   to cart behind it for half a minute. The header keeps its hints until the sync answers.
 */
export type VisitorCaller = 'render' | 'action' | 'sync';

const SYNC_DEADLINE_MS = 5_000;

export const VISITOR_BUDGETS: Record<VisitorCaller, CommerceBudget> = {
  render: { render: true },
  action: {},
  sync: { deadlineMs: SYNC_DEADLINE_MS },
};

/** The commerce transport for the visitor's own data (cookies' session), on its caller's deadline. */
export function visitorCommerce(caller: VisitorCaller): Transport {
  return commerceTransport(VISITOR_BUDGETS[caller]);
}
