import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP, POPUP_DOB_KEY } from '../forms/popup';
import {
  OLD_POPUP_DATE_OF_BIRTH_COOKIE,
  POPUP_EMAIL_COOKIE,
  browserCookieText,
  hasCookie,
  readCookie,
  writeCartCountCookie,
  writePopupCookie,
} from './cookies';

describe('readCookie', () => {
  it.each([
    ['a=1; cartCount=4; signedIn=1', 'cartCount', '4'],
    ['cartCount=4', 'cartCount', '4'],
    ['  cartCount = 4 ', 'cartCount', '4'],
    ['xcartCount=4', 'cartCount', undefined],
    ['cartCountx=4', 'cartCount', undefined],
    ['name=a%20b', 'name', 'a b'],
    ['popupEmail=ana%40example.com', 'popupEmail', 'ana@example.com'],
    // Not valid encoding: as stored, never a throw.
    ['name=%E0%A4%A', 'name', '%E0%A4%A'],
    ['name=', 'name', ''],
    ['noequals; name=v', 'name', 'v'],
    ['', 'name', undefined],
    [undefined, 'name', undefined],
  ])('%j, %s -> %j', (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });

  it('keeps a URL-encoded record as stored when asked for the raw value', () => {
    const header = 'OptanonConsent=groups=C0001%3A1%2CC0002%3A0&isGpcEnabled=0; other=1';
    expect(readCookie(header, 'OptanonConsent', { raw: true })).toBe(
      'groups=C0001%3A1%2CC0002%3A0&isGpcEnabled=0',
    );
  });
});

describe('hasCookie', () => {
  it.each([
    ['a=1; ageGate=false', 'ageGate', true],
    ['ageGate=', 'ageGate', true],
    ['xageGate=false', 'ageGate', false],
    ['', 'ageGate', false],
  ])('%j has %s: %s', (header, name, expected) => {
    expect(hasCookie(header, name)).toBe(expected);
  });
});

describe('the cookies scripts write', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeBrowser(protocol: 'http:' | 'https:') {
    const jar: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        jar.push(value);
      },
    });
    vi.stubGlobal('window', { location: { protocol } });
    return jar;
  }

  it('covers the whole site with SameSite=Lax, Secure only when asked', () => {
    expect(browserCookieText('ageGate', 'false', { maxAge: 31536000 })).toBe(
      'ageGate=false; path=/; max-age=31536000; samesite=lax',
    );
    expect(browserCookieText('cartCount', '', { maxAge: 0, secure: true })).toBe(
      'cartCount=; path=/; max-age=0; samesite=lax; secure',
    );
  });

  it('writes the cart count for a year, Secure on an HTTPS page, and deletes it', () => {
    const jar = fakeBrowser('https:');
    writeCartCountCookie(3);
    writeCartCountCookie(null);
    expect(jar).toEqual([
      'cartCount=3; path=/; max-age=31536000; samesite=lax; secure',
      'cartCount=; path=/; max-age=0; samesite=lax; secure',
    ]);
  });

  it('keeps a pop-up e-mail encoded for a day, and deletes the old date-of-birth cookie', () => {
    const jar = fakeBrowser('https:');
    writePopupCookie(POPUP_EMAIL_COOKIE, 'ana@example.com');
    writePopupCookie(OLD_POPUP_DATE_OF_BIRTH_COOKIE, undefined);
    expect(jar).toEqual([
      'wwc-popup-email=ana%40example.com; path=/; max-age=86400; samesite=lax',
      'wwc-popup-dob=; path=/; max-age=0; samesite=lax',
    ]);
  });

  it("names the pop-up's cookies with the pop-up's storage prefix", () => {
    expect(POPUP_EMAIL_COOKIE).toBe(`${POPUP.storagePrefix}-email`);
    expect(OLD_POPUP_DATE_OF_BIRTH_COOKIE).toBe(POPUP_DOB_KEY);
  });
});
