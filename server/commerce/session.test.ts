import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jar } from '@/tests/support/cookie-jar';

import { UNKNOWN_CART_COUNT } from '@/lib/customer/session-hints';
import {
  CART_COUNT_COOKIE,
  CART_ID_COOKIE,
  CART_ID_COOKIE_MAX_AGE_SECONDS,
  CUSTOMER_TOKEN_COOKIE,
} from '@/lib/http/cookies';

import { createCookieSession, createMemorySession } from './session';

vi.mock('next/headers', () => import('@/tests/support/cookie-jar'));

/** The commerce mode the session is written for (production: Commerce7's widget reads it). */
const commerce = vi.hoisted(() => ({ mode: 'local' as 'local' | 'production' }));
const build = vi.hoisted(() => ({ secureCookies: false }));
vi.mock('@/server/config', () => ({
  getSettings: () => ({ commerce, secureCookies: build.secureCookies }),
}));

beforeEach(() => {
  commerce.mode = 'local';
  jar.reset();
});

describe('createCookieSession', () => {
  it('reads the token and cart id cookies', async () => {
    jar.values.set(CUSTOMER_TOKEN_COOKIE, 'token-abc');
    jar.values.set(CART_ID_COOKIE, 'cart-1');
    const session = createCookieSession();
    expect(await session.getToken()).toBe('token-abc');
    expect(await session.getCartId()).toBe('cart-1');
  });

  it('ignores empty cookie values', async () => {
    jar.values.set(CART_ID_COOKIE, '   ');
    expect(await createCookieSession().getCartId()).toBeUndefined();
  });

  it('writes no cookie that already holds its value, and clears none that is absent', async () => {
    jar.values.set(CART_ID_COOKIE, 'cart-9');
    jar.values.set(CART_COUNT_COOKIE, '2');
    const session = createCookieSession();
    await session.setCartId('cart-9');
    await session.clearToken();
    expect(jar.set).not.toHaveBeenCalled();
    expect(jar.delete).not.toHaveBeenCalled();
    await session.setCartId('cart-10');
    expect(jar.set).toHaveBeenCalledTimes(1);
    expect(jar.set).toHaveBeenCalledWith(CART_ID_COOKIE, 'cart-10', expect.anything());
  });

  it('writes the cart id as an httpOnly, lax, site-wide cookie for 365 days', async () => {
    await createCookieSession().setCartId('cart-9');
    expect(jar.set).toHaveBeenCalledWith(CART_ID_COOKIE, 'cart-9', {
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: CART_ID_COOKIE_MAX_AGE_SECONDS,
    });
  });

  it('writes a new cart with an unknown count hint the page can read, and keeps a known one', async () => {
    await createCookieSession().setCartId('cart-9');
    expect(jar.set).toHaveBeenCalledWith(
      CART_COUNT_COOKIE,
      UNKNOWN_CART_COUNT,
      expect.objectContaining({ httpOnly: false, maxAge: CART_ID_COOKIE_MAX_AGE_SECONDS }),
    );
    jar.set.mockClear();
    jar.values.set(CART_COUNT_COOKIE, '3');
    await createCookieSession().setCartId('cart-10');
    expect(jar.set).toHaveBeenCalledTimes(1);
  });

  it.each([
    // commerce mode, cart id and token readable by the page's scripts
    ['local', false],
    ['production', true],
  ] as const)(
    '%s commerce: cart id and token readable by scripts (the widget): %s',
    async (mode, readable) => {
      commerce.mode = mode;
      const session = createCookieSession();
      await session.setCartId('cart-9');
      await session.setToken('token-abc');
      for (const [name, value] of [
        [CART_ID_COOKIE, 'cart-9'],
        [CUSTOMER_TOKEN_COOKIE, 'token-abc'],
      ]) {
        expect(jar.set).toHaveBeenCalledWith(
          name,
          value,
          expect.objectContaining({ httpOnly: !readable }),
        );
      }
    },
  );

  it('marks cookies secure in production', async () => {
    build.secureCookies = true;
    try {
      await createCookieSession().setToken('token-abc');
      expect(jar.set).toHaveBeenCalledWith(
        CUSTOMER_TOKEN_COOKIE,
        'token-abc',
        expect.objectContaining({ secure: true }),
      );
    } finally {
      build.secureCookies = false;
    }
  });

  it('clears cookies on the site-wide path', async () => {
    jar.values.set(CUSTOMER_TOKEN_COOKIE, 'token-abc');
    jar.values.set(CART_ID_COOKIE, 'cart-1');
    const session = createCookieSession();
    await session.clearToken();
    await session.clearCartId();
    expect(jar.delete).toHaveBeenCalledWith({ name: CUSTOMER_TOKEN_COOKIE, path: '/' });
    expect(jar.delete).toHaveBeenCalledWith({ name: CART_ID_COOKIE, path: '/' });
  });

  it('is a no-op, not an error, while cookies are read-only', async () => {
    jar.readOnly = true;
    const session = createCookieSession();
    await expect(session.setCartId('cart-9')).resolves.toBeUndefined();
    await expect(session.clearCartId()).resolves.toBeUndefined();
  });
});

describe('createMemorySession', () => {
  it('starts from the initial values and keeps what is set', async () => {
    const session = createMemorySession({ token: 't1' });
    expect(await session.getToken()).toBe('t1');
    expect(await session.getCartId()).toBeUndefined();
    await session.setCartId('c1');
    await session.clearToken();
    expect(await session.getCartId()).toBe('c1');
    expect(await session.getToken()).toBeUndefined();
  });
});
