import { describe, expect, it } from 'vitest';
import { wineShippingRefusal } from './shipping-states';

describe('wineShippingRefusal (checkout and club joins)', () => {
  it.each([
    ['CA', null],
    ['ny', null],
    [
      'UT',
      'Sorry, we cannot ship wine to Utah. Please choose a shipping address in another state.',
    ],
    [
      'ut',
      'Sorry, we cannot ship wine to Utah. Please choose a shipping address in another state.',
    ],
    [
      'AL',
      'Sorry, we cannot ship wine to Alabama. Please choose a shipping address in another state.',
    ],
    [
      'MS',
      'Sorry, we cannot ship wine to Mississippi. Please choose a shipping address in another state.',
    ],
    [
      'RI',
      'Sorry, we cannot ship wine to Rhode Island. Please choose a shipping address in another state.',
    ],
  ])('%s: %s', (code, refusal) => {
    expect(wineShippingRefusal(code)).toBe(refusal);
  });
});
