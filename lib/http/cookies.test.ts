import { describe, expect, it } from 'vitest';
import { hasCookie, readCookie } from './cookies';

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
