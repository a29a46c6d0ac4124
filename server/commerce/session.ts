import 'server-only';

import {
  clearCartId,
  clearCustomerToken,
  readCartId,
  readCustomerToken,
  writeCartId,
  writeCustomerToken,
} from '@/server/cookies';

/**
 * Where one visitor's commerce identity lives for the length of a request: the customer token and
 * the cart id. The fetch core reads the token; a reply clears token or cart id only through
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
