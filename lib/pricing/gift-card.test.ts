import { describe, expect, it } from 'vitest';
import { giftCardItemData, isValidEmail, validateGiftCard } from './gift-card';

const valid = { sku: 'GC-100', email: 'friend@example.com', giftMessage: 'Cheers!' };

describe('validateGiftCard (amount, recipient e-mail and message required)', () => {
  it.each([
    ['a complete card', valid, {}],
    ['no amount', { ...valid, sku: '' }, { sku: 'Please choose an amount' }],
    ['no e-mail', { ...valid, email: '' }, { email: 'Email address is required' }],
    ['blank e-mail', { ...valid, email: '   ' }, { email: 'Email address is required' }],
    [
      'e-mail without @',
      { ...valid, email: 'friend.example.com' },
      { email: 'Invalid email address' },
    ],
    [
      'e-mail without domain dot',
      { ...valid, email: 'friend@example' },
      { email: 'Invalid email address' },
    ],
    [
      'e-mail with a space',
      { ...valid, email: 'fr iend@example.com' },
      { email: 'Invalid email address' },
    ],
    ['no gift message', { ...valid, giftMessage: '' }, { giftMessage: 'Gift message is required' }],
    [
      'blank gift message',
      { ...valid, giftMessage: '  ' },
      { giftMessage: 'Gift message is required' },
    ],
    [
      'everything missing',
      { sku: '', email: '', giftMessage: '' },
      {
        sku: 'Please choose an amount',
        email: 'Email address is required',
        giftMessage: 'Gift message is required',
      },
    ],
  ])('%s', (_name, input, errors) => expect(validateGiftCard(input)).toEqual(errors));

  it('refuses a message longer than 500 characters', () =>
    expect(validateGiftCard({ ...valid, giftMessage: 'x'.repeat(501) }).giftMessage).toMatch(
      /at most 500/,
    ));
});

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+wine@sub.example.org', true],
    [' padded@example.com ', true],
    ['a@b.c', false],
    ['@example.com', false],
    ['a@@example.com', false],
    ['plain', false],
  ])('%j -> %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));
});

it('sends the recipient as itemData recipients, trimmed', () =>
  expect(giftCardItemData({ sku: 'GC-050', email: ' a@b.co ', giftMessage: ' Hi ' })).toEqual({
    recipients: [{ email: 'a@b.co', giftMessage: 'Hi' }],
  }));
