import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARD_CHECKSUM_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  cardBrand,
  cardLabel,
  isExpired,
  NewCardSchema,
  parseExpiry,
  passesLuhn,
} from './payment-card';

describe('passesLuhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['4242', false],
    ['42424242424242424242', false],
    ['4242x24242424242', false],
  ])('%s: %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['9999999999999995', 'Card'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['12/39', { month: 12, year: 2039 }],
    ['01/2030', { month: 1, year: 2030 }],
    ['13/30', null],
    ['1/30', null],
  ])('parses %s', (text, parsed) => {
    expect(parseExpiry(text)).toEqual(parsed);
  });
  it.each([
    [{ month: 11, year: 2026 }, false],
    [{ month: 10, year: 2026 }, true],
    [{ month: 12, year: 2026 }, false],
    [{ month: 1, year: 2020 }, true],
  ])('%j expired: %s (good through the last day of its month)', (expiry, expired) => {
    expect(isExpired(expiry, now)).toBe(expired);
  });
});

describe('NewCardSchema', () => {
  const good = {
    cardHolderName: 'June Ito',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvv: '123',
  };
  const firstMessage = (input: unknown) => {
    const result = v.safeParse(NewCardSchema, input);
    return result.success ? null : result.issues[0]?.message;
  };
  it.each([
    ['a good card', good, null],
    ['1239 typed on a keypad', { ...good, expiry: '1239' }, null],
    ['12 39', { ...good, expiry: '12 39' }, null],
    ['12-39', { ...good, expiry: '12-39' }, null],
    ['a failed checksum', { ...good, cardNumber: '4242 4242 4242 4241' }, CARD_CHECKSUM_MESSAGE],
    ['too short', { ...good, cardNumber: '4242' }, 'Invalid card number'],
    ['expired', { ...good, expiry: '01/20' }, CARD_EXPIRED_MESSAGE],
    ['no name', { ...good, cardHolderName: '' }, 'Name on card is required'],
    ['bad code', { ...good, cvv: '1' }, 'Invalid security code'],
  ])('%s', (_case, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
  it('hands the digits and MM/YY on', () => {
    expect(v.parse(NewCardSchema, { ...good, expiry: '1239' })).toMatchObject({
      cardNumber: '4242424242424242',
      expiry: '12/39',
    });
  });
  it('shows a card as brand and last four', () => {
    expect(cardLabel({ cardBrand: 'Visa', last4: '4242' })).toBe('Visa ending in 4242');
  });
});
