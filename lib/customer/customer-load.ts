/**
 * The customer load of every page, as pure rules: given what the
 * request carries (cookies) and what the commerce service answered, what the visitor is, which
 * cart to show, and which cookies must change. server/visitor/visitor.ts runs the calls and renders
 * with the result; the syncSession server action applies the cookie changes (a page render cannot
 * write cookies).
 */

export interface LoadedCustomer {
  id: string;
  isActiveClubMember: boolean;
  currentWebCartId: string | null;
  orderCount: number;
}

/** What customer/self answered, when a token was sent. */
export type SelfOutcome<C extends LoadedCustomer> =
  | { kind: 'loaded'; customer: C }
  /** 401 or 404: the token's customer no longer exists (deleted, or the token was revoked). */
  | { kind: 'gone' }
  /** Timeout, 5xx, unreadable reply: nothing is known about the customer. */
  | { kind: 'failed'; error: unknown };

export interface CustomerLoadInput<C extends LoadedCustomer> {
  hasToken: boolean;
  cartIdCookie: string | undefined;
  orderCountCookie: string | undefined;
  /** Only when hasToken. */
  self?: SelfOutcome<C>;
}

export type CookieChange = { kind: 'keep' } | { kind: 'set'; value: string } | { kind: 'clear' };
const KEEP: CookieChange = { kind: 'keep' };
const CLEAR: CookieChange = { kind: 'clear' };

interface CustomerLoadPlan<C extends LoadedCustomer> {
  customer: C | null;
  /** The cart to fetch next, if any (a 404 then clears the cartId cookie: cartAfterFetch). */
  cartIdToFetch: string | null;
  cookies: { customerToken: CookieChange; cartId: CookieChange; orderCount: CookieChange };
  /** For error reports (spec: the customer is tagged club-member or normal). */
  customerType: 'club-member' | 'normal' | null;
  /** A customer load failure is reported with this section tag, and the cart stays enabled. */
  reportSection: 'cart-sidebar' | null;
}

const setIfDifferent = (current: string | undefined, wanted: string): CookieChange =>
  current === wanted ? KEEP : { kind: 'set', value: wanted };
const clearIfPresent = (current: string | undefined): CookieChange =>
  current === undefined ? KEEP : CLEAR;

export function planCustomerLoad<C extends LoadedCustomer>(
  input: CustomerLoadInput<C>,
): CustomerLoadPlan<C> {
  const { cartIdCookie, orderCountCookie } = input;
  const anonymousWithCart = (reportSection: 'cart-sidebar' | null): CustomerLoadPlan<C> => ({
    customer: null,
    cartIdToFetch: cartIdCookie ?? null,
    cookies: { customerToken: KEEP, cartId: KEEP, orderCount: KEEP },
    customerType: null,
    reportSection,
  });

  // No token: the customer is cleared (with their order count); only a cartId -> that cart.
  if (!input.hasToken || !input.self) {
    return {
      ...anonymousWithCart(null),
      cookies: { customerToken: KEEP, cartId: KEEP, orderCount: clearIfPresent(orderCountCookie) },
    };
  }
  const self = input.self;
  switch (self.kind) {
    case 'gone':
      // Customer deleted: customer, token, club flag and cart are all cleared.
      return {
        customer: null,
        cartIdToFetch: null,
        cookies: {
          customerToken: CLEAR,
          cartId: clearIfPresent(cartIdCookie),
          orderCount: clearIfPresent(orderCountCookie),
        },
        customerType: null,
        reportSection: null,
      };
    case 'failed':
      // Reported, and the cart stays usable: the cookie's cart is still shown.
      return anonymousWithCart('cart-sidebar');
    case 'loaded': {
      const { customer } = self;
      // The cart follows the customer's order information; without one, the cookie's cart stays.
      const cartId = customer.currentWebCartId ?? cartIdCookie ?? null;
      return {
        customer,
        cartIdToFetch: cartId,
        cookies: {
          customerToken: KEEP,
          cartId: customer.currentWebCartId
            ? setIfDifferent(cartIdCookie, customer.currentWebCartId)
            : KEEP,
          orderCount: setIfDifferent(orderCountCookie, String(customer.orderCount)),
        },
        customerType: customer.isActiveClubMember ? 'club-member' : 'normal',
        reportSection: null,
      };
    }
  }
}

/** What the cart fetch answered. */
export type CartOutcome<Cart> =
  | { kind: 'found'; cart: Cart }
  /** 404: the service does not know this cart (ordered, deleted, another customer's). */
  | { kind: 'gone' }
  | { kind: 'failed'; error: unknown };

/** After the cart fetch: the cart to show, and whether the cartId cookie must now be cleared. */
export function cartAfterFetch<Cart>(
  plan: Pick<CustomerLoadPlan<LoadedCustomer>, 'cookies'>,
  outcome: CartOutcome<Cart> | null,
): { cart: Cart | null; cartIdCookie: CookieChange } {
  if (outcome?.kind === 'found') return { cart: outcome.cart, cartIdCookie: plan.cookies.cartId };
  if (outcome?.kind === 'gone') return { cart: null, cartIdCookie: CLEAR };
  return { cart: null, cartIdCookie: plan.cookies.cartId };
}
