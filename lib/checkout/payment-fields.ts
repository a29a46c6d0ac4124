/**
 * The card fields as checkout asks them, declared once: the club wizard's new card adds its
 * checks on top (lib/payment-card.ts) and the embedded service checks a checkout's card with them.
 */
import * as v from 'valibot';
import { type DeclaredFields, rulesOf } from './declared-fields';
import { requiredText } from './field-rules';

/** A number whose checksum fails was mistyped: said by the card field, not as a decline. */
export const CARD_CHECKSUM_MESSAGE =
  'This card number looks mistyped: please check the digits (it is not a valid card number)';

/** The Luhn checksum every card number carries in its last digit (catches most typing slips). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const PAYMENT_FIELDS = {
  cardNumber: {
    label: 'Card number',
    rule: v.pipe(
      requiredText('Card number', 30),
      v.transform((value: string) => value.replace(/[\s-]/g, '')),
      v.regex(/^\d{12,19}$/, 'Invalid card number'),
      v.check(passesLuhn, CARD_CHECKSUM_MESSAGE),
    ),
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    wide: true,
    maxLength: 23,
  },
  expiry: {
    label: 'Expiry (MM/YY)',
    rule: v.pipe(
      requiredText('Expiry', 10),
      // A phone's numeric keypad has no "/": 1239, 12 39 and 12-39 are read as 12/39.
      v.transform((value: string) => value.replace(/^(\d{2})\s*[-/ ]?\s*(\d{2}|\d{4})$/, '$1/$2')),
      v.regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, 'Expiry must be MM/YY'),
    ),
    autoComplete: 'cc-exp',
    // Not 'numeric': a phone's numeric keypad has no "/" (the form still reads 1239 as 12/39).
    inputMode: 'text',
    placeholder: 'MM/YY',
    maxLength: 7,
  },
  cvv: {
    label: 'Security code',
    rule: v.pipe(requiredText('Security code', 10), v.regex(/^\d{3,4}$/, 'Invalid security code')),
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    maxLength: 4,
  },
} as const satisfies DeclaredFields;

/** The card's entries, for a schema that adds its own (the club wizard's name on the card). */
export const PAYMENT_ENTRIES = rulesOf(PAYMENT_FIELDS);
