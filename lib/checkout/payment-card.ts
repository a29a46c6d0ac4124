/**
 * The rules of a payment card a member keeps on file: the number's checksum (Luhn), its brand,
 * and an expiry that is not past. Shared by the club wizard (lib/club/club-join-form.ts) and the
 * embedded service's card routes, so both refuse the same cards with the same words. The card
 * fields themselves (digits, MM/YY as a phone keypad types it, security code) are checkout's.
 */
import * as v from 'valibot';
import { requiredText } from './field-rules';
import { PAYMENT_ENTRIES } from './payment-fields';

// The checksum is checkout's too (a failed one is a typing slip, said by the field).
export { CARD_CHECKSUM_MESSAGE, passesLuhn } from './payment-fields';
export const CARD_EXPIRED_MESSAGE = 'This card has expired. Please use another card.';

/** Digits only: the spaces and dashes a shopper types between groups are not part of it. */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

const BRANDS: readonly [RegExp, string][] = [
  [/^4/, 'Visa'],
  [/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
  [/^(6011|65|64[4-9])/, 'Discover'],
];

/** The card's network from its leading digits, as a receipt names it ("Visa ending in 4242"). */
export function cardBrand(digits: string): string {
  return BRANDS.find(([pattern]) => pattern.test(digits))?.[1] ?? 'Card';
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** MM/YY or MM/YYYY (checkout's schema has already read 1239 and 12 39 as 12/39). */
export function parseExpiry(expiry: string): CardExpiry | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: CardExpiry, now = new Date()): boolean {
  return Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();
}

/** How a card is shown once it is on file: never more than its brand and last four digits. */
export const cardLabel = (card: { cardBrand: string; last4: string }): string =>
  `${card.cardBrand} ending in ${card.last4}`;

const expiryIsCurrent = (expiry: string) => {
  const parsed = parseExpiry(expiry);
  return parsed !== null && !isExpired(parsed);
};

/** A new card: checkout's fields and messages (the checksum among them), an expiry not past and the name. */
export const NewCardSchema = v.object({
  cardHolderName: requiredText('Name on card'),
  cardNumber: PAYMENT_ENTRIES.cardNumber,
  expiry: v.pipe(PAYMENT_ENTRIES.expiry, v.check(expiryIsCurrent, CARD_EXPIRED_MESSAGE)),
  cvv: PAYMENT_ENTRIES.cvv,
});
export type NewCardInput = v.InferInput<typeof NewCardSchema>;
