import { NextRequest, NextResponse } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jar } from '@/tests/support/cookie-jar';

vi.mock('next/headers', () => import('@/tests/support/cookie-jar'));
vi.mock('@/server/config', () => ({
  getSettings: () => ({ commerce: { mode: 'local' }, secureCookies: true }),
}));

const {
  clearPendingCheckout,
  correctCookies,
  readOrderCount,
  readPendingCheckout,
  writeAgeConfirmation,
  writeKnownDeviceId,
  writeOrderCount,
  writePendingCheckout,
} = await import('./cookies');

beforeEach(() => {
  jar.reset();
});

const site = { path: '/', sameSite: 'lax', secure: true, httpOnly: true };

describe('the server-written cookies', () => {
  it('writes the order count, the pending checkout and the known device httpOnly', async () => {
    await writeOrderCount('4');
    await writePendingCheckout('cart-1');
    await writeKnownDeviceId('device');
    expect(jar.set.mock.calls).toEqual([
      ['orderCount', '4', site],
      ['pendingCheckout', 'cart-1', { ...site, maxAge: 24 * 60 * 60 }],
      ['knownDevice', 'device', { ...site, maxAge: 180 * 24 * 60 * 60 }],
    ]);
  });

  it('reads only values the site could have written', async () => {
    jar.values.set('orderCount', '4x');
    jar.values.set('pendingCheckout', '  ');
    expect(await readOrderCount()).toBeUndefined();
    expect(await readPendingCheckout()).toBeUndefined();
  });

  it('deletes the pending checkout only when there is one', async () => {
    await clearPendingCheckout();
    expect(jar.delete).not.toHaveBeenCalled();
    jar.values.set('pendingCheckout', 'cart-1');
    await clearPendingCheckout();
    expect(jar.delete).toHaveBeenCalledWith({ name: 'pendingCheckout', path: '/' });
  });

  it('says it could not remember a device while a page renders', async () => {
    jar.set.mockImplementation(() => {
      throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
    });
    expect(await writeKnownDeviceId('device')).toBe(false);
  });
});

describe('cookies set on a response', () => {
  const setCookies = (response: NextResponse) => response.headers.getSetCookie();

  it("writes the age gate's confirmation for the inline script to read", () => {
    const response = new NextResponse(null);
    writeAgeConfirmation(response);
    const [written, ...more] = setCookies(response);
    expect(more).toEqual([]);
    expect(written).toMatch(
      /^ageGate=false; Path=\/; Expires=[^;]+; Max-Age=31536000; SameSite=lax$/,
    );
  });

  const deleted = (name: string) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;

  it.each([
    [
      'ageGate=true; customerToken=%20; signedIn=1; cartCount=2',
      false,
      true,
      ['ageGate', 'customerToken', 'signedIn', 'cartCount'].map(deleted),
    ],
    ['ageGate=false; customerToken=t', true, true, ['signedIn=1; Path=/; Secure; SameSite=lax']],
    ['cartId=c; cartCount=2; customerToken=t; signedIn=1', true, true, []],
    ['cartCount=2; signedIn=1', false, false, []],
  ])('corrects %j (token %s, page %s)', (cookie, hasToken, isPage, expected) => {
    const request = new NextRequest('https://shop.test/', { headers: { cookie } });
    const response = NextResponse.next();
    correctCookies(request, response, { hasToken, isPage });
    expect(setCookies(response)).toEqual(expected);
  });
});
