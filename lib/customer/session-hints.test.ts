import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  needsSessionSync,
  parseCartCount,
  readSessionHints,
  UNKNOWN_CART_COUNT,
} from './session-hints';

describe('parseCartCount', () => {
  it.each([
    [undefined, undefined],
    ['0', 0],
    ['3', 3],
    ['99999', 99_999],
    ['100000', UNKNOWN_CART_COUNT],
    ['unknown', UNKNOWN_CART_COUNT],
    ['-1', UNKNOWN_CART_COUNT],
    ['2.5', UNKNOWN_CART_COUNT],
    ['', UNKNOWN_CART_COUNT],
  ])('%j -> %j', (value, expected) => {
    expect(parseCartCount(value)).toBe(expected);
  });
});

describe('cookieValue', () => {
  it('finds one cookie among several, decoded', () => {
    expect(cookieValue('a=1; cartCount=4; signedIn=1', 'cartCount')).toBe('4');
    expect(cookieValue('xcartCount=4', 'cartCount')).toBeUndefined();
    expect(cookieValue('name=a%20b', 'name')).toBe('a b');
    expect(cookieValue('name=%E0%A4%A', 'name')).toBe('%E0%A4%A');
    expect(cookieValue('', 'name')).toBeUndefined();
  });
});

describe('needsSessionSync', () => {
  it.each([
    ['', false],
    ['cartCount=0', false],
    ['cartCount=2', true],
    ['cartCount=unknown', true],
    ['signedIn=1', true],
    ['signedIn=1; cartCount=0', true],
    ['signedIn=0', false],
  ])('%j -> %j', (cookies, expected) => {
    expect(needsSessionSync(readSessionHints(cookies))).toBe(expected);
  });
});
