import { describe, expect, it } from 'vitest';
import {
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
