import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATES, usStateName, wineShippingRefusal } from './us-states';

describe('US_STATES', () => {
  it('lists the 50 states plus DC with unique two-letter values', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(51);
    for (const state of US_STATES) expect(state.value).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['CA', true, 'California'],
    ['DC', true, 'District of Columbia'],
    ['ZZ', false, 'ZZ'],
    ['PR', false, 'PR'],
    ['ca', false, 'ca'],
  ])('%s', (code, known, name) => {
    expect(isUsStateCode(code)).toBe(known);
    expect(usStateName(code)).toBe(name);
  });
});

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
