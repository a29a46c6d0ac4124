import { describe, expect, it } from 'vitest';
import { orderZipMatches } from './order-lookup';

const address = (zipCode: string) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  address: '1 Vine St',
  city: 'Napa',
  stateCode: 'CA',
  zipCode,
  countryCode: 'US',
});

describe('orderZipMatches (e-mail and a guessable number are not enough)', () => {
  it.each([
    ['the billing ZIP', '94558', { billTo: address('94558'), shipTo: address('10001') }, true],
    [
      'the shipping ZIP when billing is elsewhere',
      '10001',
      { billTo: address('94558'), shipTo: address('10001') },
      false,
    ],
    [
      'the shipping ZIP with no billing address',
      '10001',
      { billTo: null, shipTo: address('10001') },
      true,
    ],
    ['ZIP+4 given, five digits stored', '94558-1234', { billTo: address('94558') }, true],
    ['five digits given, ZIP+4 stored', '94558', { billTo: address('94558 1234') }, true],
    ['spaces around', ' 94558 ', { billTo: address('94558') }, true],
    ['another ZIP', '94559', { billTo: address('94558') }, false],
    ['empty for an order with an address', '', { billTo: address('94558') }, false],
    ['empty for an order with no address', '', { billTo: null, shipTo: null }, true],
    ['a ZIP for an order with no address', '94558', {}, false],
    [
      'a non-US postal code, any case and spacing',
      'sw1a 1aa',
      { billTo: address('SW1A 1AA') },
      true,
    ],
  ] as const)('%s', (_, given, order, expected) => {
    expect(orderZipMatches(given, order)).toBe(expected);
  });
});
