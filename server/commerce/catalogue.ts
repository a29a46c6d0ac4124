import 'server-only';

/**
 * The error catalogue of spec section 8, as a pure decision per reply: what the fetch core does
 * with a status on a path. The core carries the decision out (clearing cookies, parsing, reporting).
 */
export type Verdict =
  /** 2xx: parse the body with the call's schema (an empty body, e.g. 204, is "nothing"). */
  | { kind: 'body' }
  /** Resolve without a value, after clearing the cart id when the cart is gone. */
  | { kind: 'nothing'; clearCartId: boolean }
  /** 422 on a cart path: resolve with the error body as a CartValidationError value. */
  | { kind: 'cart-validation-error' }
  /**
   * Reject with the server's message; clear the token on a 401 to the customer's own credentials;
   * report what the catalogue does not expect.
   */
  | { kind: 'reject'; clearToken: boolean; report: boolean };

/** Calls whose 401 is the answer itself (wrong password, expired token) and is passed on untouched. */
const PASSES_ON_401 = new Set(['customer/login', 'customer/self']);

/** `cart`, `cart/{id}` and everything below it. */
export function isCartPath(path: string): boolean {
  return path === 'cart' || path.startsWith('cart/');
}

export function isProductSlugPath(path: string): boolean {
  return path.startsWith('product/slug/');
}

/**
 * What the request carried: a 401 is a verdict on the credentials sent, so only a refused call
 * that carried the customer's token says the token is no good. A refused anonymous, catalogue or
 * app-credential call (e.g. an admin route without app credentials) never signs a shopper out.
 */
export interface SentCredentials {
  customerToken: boolean;
}

export function judgeReply(status: number, path: string, sent: SentCredentials): Verdict {
  if (status >= 200 && status < 300) return { kind: 'body' };
  switch (status) {
    case 401:
      return {
        kind: 'reject',
        clearToken: sent.customerToken && !PASSES_ON_401.has(path),
        report: false,
      };
    case 404:
      // A missing product is "no product", not a failure: the page renders its not-found state.
      if (isProductSlugPath(path)) return { kind: 'nothing', clearCartId: false };
      // The cart expired or was converted to an order: forget it so the next add starts a new one.
      if (isCartPath(path)) return { kind: 'nothing', clearCartId: true };
      // Everything else, including customer/generate-reset-password-link and
      // customer/generate-magic-link (unknown e-mail), rejects with the server's message.
      return { kind: 'reject', clearToken: false, report: false };
    case 422:
      if (isCartPath(path)) return { kind: 'cart-validation-error' };
      return { kind: 'reject', clearToken: false, report: false };
    case 409:
      // A checkout still running (order/cart/{id}): an answer to wait for, not a failure.
      return { kind: 'reject', clearToken: false, report: !path.startsWith('order/cart/') };
    default:
      return { kind: 'reject', clearToken: false, report: true };
  }
}
