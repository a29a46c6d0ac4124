import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { Cart, Customer } from '@/lib/commerce/entities';
import {
  cartAfterFetch,
  planCustomerLoad,
  type CartOutcome,
  type CookieChange,
  type SelfOutcome,
} from '@/lib/customer/customer-load';
import { getCart } from '@/server/commerce/carts';
import { getSelf } from '@/server/commerce/customers';
import { isCallsPaused, isCartValidationError, replyClass } from '@/server/commerce/errors';
import {
  type Transport,
  type VisitorCaller,
  createCookieSession,
  visitorCommerce,
} from '@/server/commerce/session';
import { clearOrderCount, readOrderCount, writeOrderCount } from '@/server/cookies';
import { reportError, tagCustomerForReports } from '@/server/observability/report';
import { currentToken, forgetVisitors, personalView, personalViewOf } from './personal-cache';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/customer/viewer';
import {
  type CustomerType,
  currentReportScope,
  customerTypeOf,
} from '@/server/observability/report-scope';

type LoadableCustomer = Customer & {
  isActiveClubMember: boolean;
  currentWebCartId: string | null;
  orderCount: number;
};

export interface VisitorLoad {
  customer: Customer | null;
  cart: Cart | null;
  /** True when the visitor has a cart but it could not be read in time (commerce down or hung). */
  cartUnavailable: boolean;
  /** Cookie changes the customer load asks for; only a server action may apply them. */
  cookieChanges: { customerToken: CookieChange; cartId: CookieChange; orderCount: CookieChange };
}

function loadable(customer: Customer): LoadableCustomer {
  const info = customer.orderInformation;
  return {
    ...customer,
    isActiveClubMember: info.isActiveClubMember,
    currentWebCartId: info.currentWebCartId ?? null,
    orderCount: info.orderCount ?? 0,
  };
}

async function loadSelf(commerce: Transport): Promise<SelfOutcome<LoadableCustomer>> {
  try {
    return { kind: 'loaded', customer: loadable(await getSelf(commerce)) };
  } catch (error) {
    unstable_rethrow(error);
    // The token's customer is no more (deleted, or the token revoked): the customer load clears it.
    const meant = replyClass(error);
    if (meant === 'refused' || meant === 'not-found') return { kind: 'gone' };
    return { kind: 'failed', error };
  }
}

async function loadCart(commerce: Transport, cartId: string): Promise<CartOutcome<Cart>> {
  try {
    const result = await getCart(commerce, cartId);
    // The transport answers a cart path's 404 with nothing.
    if (result === undefined) return { kind: 'gone' };
    if (isCartValidationError(result)) return { kind: 'failed', error: result };
    return { kind: 'found', cart: result };
  } catch (error) {
    unstable_rethrow(error);
    return { kind: 'failed', error };
  }
}

const SELF_KEY = 'self';

type SelfRead = Promise<SelfOutcome<LoadableCustomer>>;
/**
 * The customer reads of each request, by the visitor's personal-cache version: an action, the
 * page Next renders after it and the request's other callers share one read (React's cache does
 * not reach across them), and a write (a new version) reads again. Keyed by the request's headers,
 * one object per request; a failed read is not kept, so a caller with a longer deadline retries.
 */
const readsOfRequest = new WeakMap<object, Map<string, SelfRead>>();

async function oncePerRequest(version: string, read: () => SelfRead): SelfRead {
  const request = await headers();
  const reads = readsOfRequest.get(request) ?? new Map<string, SelfRead>();
  readsOfRequest.set(request, reads);
  const running = reads.get(version);
  if (running) return running;
  const started = read().then((self) => {
    if (self.kind === 'failed') reads.delete(version);
    return self;
  });
  reads.set(version, started);
  return started;
}

/** A page's render reads the customer through the personal cache (personal-cache.ts); others fresh. */
async function selfFor(
  caller: VisitorCaller,
  commerce: Transport,
): Promise<SelfOutcome<LoadableCustomer>> {
  const view = await personalView();
  const kept = caller === 'render' ? view?.get<LoadableCustomer>(SELF_KEY) : undefined;
  if (kept) return { kind: 'loaded', customer: kept };
  const read = () =>
    view ? oncePerRequest(view.version, () => loadSelf(commerce)) : loadSelf(commerce);
  // Renders share one read; an action or the session sync reads fresh, once in its request.
  const self = caller === 'render' && view ? await view.joinLoad(SELF_KEY, read) : await read();
  if (caller === 'render') {
    if (self.kind === 'loaded') view?.put(SELF_KEY, self.customer);
  } else if (view && self.kind !== 'failed') {
    // A fresh read (the session sync, an action) that differs from what is kept: the customer
    // changed elsewhere (the back office, the widget); forget what pages would show them.
    const shown = view.get<LoadableCustomer>(SELF_KEY);
    const fresh = self.kind === 'loaded' ? self.customer : undefined;
    if (shown && JSON.stringify(shown) !== JSON.stringify(fresh))
      await forgetVisitors([await currentToken()]);
  }
  return self;
}

/**
 * A sign-in's answer is who the visitor now is, as `customer/self` would say: kept for the new
 * session's renders, so the page after signing in asks commerce nothing more about them. The
 * token stays out of what is kept.
 */
export async function keepSignedInCustomer(customer: Customer): Promise<void> {
  const { token, ...self } = customer;
  if (!token) return;
  (await personalViewOf(token)).put(SELF_KEY, loadable(self));
}

/**
 * Who the visitor is (the customer part of the customer load), once per request: what a page
 * needs to render for them. A visitor without a token costs no commerce call; a page's render
 * reads the customer through the personal cache (30 s, forgotten on the visitor's writes).
 */
const loadCustomer = cache(async (caller: VisitorCaller) => {
  const commerce = visitorCommerce(caller);
  const session = createCookieSession();
  const [token, cartIdCookie, orderCountCookie] = await Promise.all([
    session.getToken(),
    session.getCartId(),
    readOrderCount(),
  ]);
  const self = token ? await selfFor(caller, commerce) : undefined;
  const plan = planCustomerLoad({
    hasToken: token !== undefined,
    cartIdCookie,
    orderCountCookie,
    self,
  });
  // A paused service (circuit breaker open) was reported once by the breaker.
  const selfError = self?.kind === 'failed' ? self.error : undefined;
  if (plan.reportSection && !isCallsPaused(selfError)) {
    reportError(selfError ?? new Error('Customer load failed'), { section: plan.reportSection });
  }
  if (token) {
    tagCustomerForReports(
      plan.customer
        ? { id: plan.customer.id, isActiveClubMember: plan.customer.isActiveClubMember }
        : null,
    );
  }
  return { plan, commerce };
});

/**
 * Who is signed in, for a write that needs only their ids (a new cart's owner): what this session's
 * pages keep when there is something (a session's customer stays the same customer), else read
 * on the action's budget.
 */
export async function signedInCustomer(): Promise<Customer | null> {
  const kept = (await personalView())?.get<LoadableCustomer>(SELF_KEY);
  return kept ?? (await loadViewerCustomer('action'));
}

/** The signed-in customer for a page (no cart read: the browser's session sync shows it). */
export async function loadViewerCustomer(caller: VisitorCaller): Promise<Customer | null> {
  return (await loadCustomer(caller)).plan.customer;
}

/**
 * The customer load, once per request: who the visitor is, their
 * cart, and the cookie changes that brings (lib/customer/customer-load.ts holds the rules). Reads cookies,
 * so it only runs inside a dynamic hole, a dynamic route, an action or a route handler. A visitor
 * without a token or cartId cookie costs no commerce call. Its calls run on the caller's
 * deadline (`visitorCommerce`, server/commerce/session.ts): a page's render budget, or an action's full one.
 */
export const loadVisitor = cache(async (caller: VisitorCaller): Promise<VisitorLoad> => {
  const { plan, commerce } = await loadCustomer(caller);
  const outcome = plan.cartIdToFetch ? await loadCart(commerce, plan.cartIdToFetch) : null;
  // The header must render even when commerce is down: a cart button without a count, reported.
  if (outcome?.kind === 'failed' && !isCallsPaused(outcome.error))
    reportError(outcome.error, { section: 'cart-sidebar' });
  const { cart, cartIdCookie: cartIdChange } = cartAfterFetch(plan, outcome);
  return {
    customer: plan.customer,
    cart,
    cartUnavailable: outcome?.kind === 'failed',
    cookieChanges: { ...plan.cookies, cartId: cartIdChange },
  };
});

/** Applies the customer load's cookie changes: server actions and route handlers only. */
export async function applyVisitorCookies(changes: VisitorLoad['cookieChanges']): Promise<void> {
  const session = createCookieSession();
  if (changes.customerToken.kind === 'clear') await session.clearToken();
  if (changes.cartId.kind === 'clear') await session.clearCartId();
  if (changes.cartId.kind === 'set') await session.setCartId(changes.cartId.value);
  if (changes.orderCount.kind === 'clear') await clearOrderCount();
  if (changes.orderCount.kind === 'set') await writeOrderCount(changes.orderCount.value);
}

/**
 * The visitor's cart, once per request, on the caller's deadline (a page's by default, an
 * action passes 'action'): the customer's cart when logged in, else the cartId cookie's; null
 * when there is none or it cannot be read (`loadVisitor` above runs the customer load).
 */
export async function getVisitorCart(caller: VisitorCaller = 'render'): Promise<Cart | null> {
  return (await loadVisitor(caller)).cart;
}

export type { Viewer } from '@/lib/customer/viewer';

/**
 * Who is looking, once per request: the customer behind the customerToken cookie, or anonymous
 * (`loadViewerCustomer` above runs the customer part of the customer load, no cart read; a refused
 * or failed load is anonymous; a page's render reads it through the personal cache, personal-cache.ts).
 * Pages call it as it is; a server action passes 'action' for its own deadline.
 */
export const getViewer = cache(async (caller: VisitorCaller = 'render'): Promise<Viewer> => {
  const customer = await loadViewerCustomer(caller);
  if (!customer) return ANONYMOUS_VIEWER;
  return {
    customer,
    isLoggedIn: true,
    isActiveClubMember: customer.orderInformation.isActiveClubMember,
  };
});

/**
 * The visitor's customer type for an error report: what the report scope already learned, else
 * 'normal' for a visitor who is not signed in (no commerce call), else the viewer (loaded once per
 * request, within the render deadline). Undefined when even that fails.
 */
export async function currentCustomerType(): Promise<CustomerType | undefined> {
  const known = currentReportScope()?.customerType;
  if (known) return known;
  try {
    if (!(await createCookieSession().getToken())) return 'normal';
    return customerTypeOf(await getViewer());
  } catch (error) {
    unstable_rethrow(error);
    return undefined;
  }
}
