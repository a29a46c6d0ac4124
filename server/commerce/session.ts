import 'server-only';

import { cookies } from 'next/headers';
import * as v from 'valibot';

import {
  CART_ID_COOKIE,
  CART_ID_COOKIE_MAX_AGE_SECONDS,
  CUSTOMER_TOKEN_COOKIE,
} from '@/lib/constants';
import {
  CART_COUNT_COOKIE,
  SIGNED_IN_COOKIE,
  SIGNED_IN_VALUE,
  UNKNOWN_CART_COUNT,
} from '@/lib/customer/session-hints';
import { getSettings } from '@/server/config';
import { siteCookie } from '@/server/config/site-cookie';

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

/** Cookies are visitor input: only a non-empty string of sane length is taken as a token or an id. */
const CookieValueSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(4096));

/**
 * Whether the cart id and the customer token are written for scripts to read too. Only in
 * production commerce mode: Commerce7's widget (checkout, club join, account) runs in the browser
 * and takes the shopper's cart and sign-in from the `cartId` and `customerToken` cookies of the
 * site's own domain, the cookies its own login writes (docs/commerce7-widget.md). With the
 * embedded service nothing in the browser needs them: httpOnly.
 */
export function widgetReadsSession(mode: 'local' | 'production'): boolean {
  return mode === 'production';
}

/**
 * The session kept in cookies (httpOnly unless Commerce7's widget must read them, see above), for
 * pages, server actions and route handlers.
 *
 * Writes are wrapped in try/catch because cookies are read-only while a Server Component renders:
 * there, clearing a stale cart id is a no-op and the next server action or proxy pass does it.
 */
export function createCookieSession(): CommerceSession {
  const read = async (name: string) => {
    const parsed = v.safeParse(CookieValueSchema, (await cookies()).get(name)?.value);
    return parsed.success ? parsed.output : undefined;
  };
  const sessionHttpOnly = !widgetReadsSession(getSettings().commerce.mode);
  const write = async (
    name: string,
    value: string,
    maxAge?: number,
    httpOnly = sessionHttpOnly,
  ) => {
    const store = await cookies();
    // Unchanged: no Set-Cookie. Any cookie an action writes makes Next send the whole page back.
    if (store.get(name)?.value === value) return;
    try {
      store.set(name, value, {
        ...siteCookie(),
        httpOnly,
        // Without maxAge the cookie lasts the browser session (the customer token: no lifetime is specified).
        ...(maxAge === undefined ? {} : { maxAge }),
      });
    } catch {
      // Read-only during a Server Component render; see above.
    }
  };
  const remove = async (name: string) => {
    const store = await cookies();
    if (store.get(name) === undefined) return;
    try {
      store.delete({ name, path: '/' });
    } catch {
      // Read-only during a Server Component render; see above.
    }
  };

  // The browser-readable hints (lib/customer/session-hints.ts) change with the cookies they stand for.
  return {
    getToken: () => read(CUSTOMER_TOKEN_COOKIE),
    setToken: async (token) => {
      await write(CUSTOMER_TOKEN_COOKIE, token);
      await write(SIGNED_IN_COOKIE, SIGNED_IN_VALUE, undefined, false);
    },
    clearToken: async () => {
      await remove(CUSTOMER_TOKEN_COOKIE);
      await remove(SIGNED_IN_COOKIE);
    },
    getCartId: () => read(CART_ID_COOKIE),
    // A cart comes with its count hint ('unknown' until the page's cart store writes the number),
    // so a visitor with a cart is never without one and never needs the proxy (proxy.ts).
    setCartId: async (id) => {
      await write(CART_ID_COOKIE, id, CART_ID_COOKIE_MAX_AGE_SECONDS);
      if ((await read(CART_COUNT_COOKIE)) === undefined) {
        await write(CART_COUNT_COOKIE, UNKNOWN_CART_COUNT, CART_ID_COOKIE_MAX_AGE_SECONDS, false);
      }
    },
    clearCartId: async () => {
      await remove(CART_ID_COOKIE);
      await remove(CART_COUNT_COOKIE);
    },
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
