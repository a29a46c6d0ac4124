/**
 * The club wizard's form (local mode: production hands off to the commerce platform's club join),
 * as Commerce7's hosted join asks it: date of birth (21+), the shipping address (a state wine may
 * go to: checkout's rule), the billing address, a card (a saved one or a new one) and consent to
 * the membership terms. One valibot schema, so the server action checks what the form promises.
 * The addresses are the shop's one address (lib/checkout/address.ts), the card's rules payment-card.ts'.
 */
import * as v from 'valibot';
import { BirthDateSchema } from '../checkout/birth-date';
import { ADDRESS_FIELD_NAMES, AddressFormSchema, WineAddressSchema } from '../checkout/address';
import { firstErrors } from '../checkout/declared-fields';
import { NewCardSchema } from '../checkout/payment-card';

export type { AddressFormInput, AddressField } from '../checkout/address';

export const TERMS_CONSENT_MESSAGE = 'Please accept the membership terms to join';

const CardChoiceSchema = v.variant('kind', [
  v.object({
    kind: v.literal('saved'),
    creditCardId: v.pipe(v.string(), v.nonEmpty('Please choose a card')),
  }),
  v.object({ kind: v.literal('new'), ...NewCardSchema.entries }),
]);
export type CardChoice = v.InferInput<typeof CardChoiceSchema>;

const common = {
  birthDate: BirthDateSchema,
  /** Club shipments are wine: the shipping state must be one wine may go to. */
  shipTo: WineAddressSchema,
  card: CardChoiceSchema,
  termsAccepted: v.literal(true, TERMS_CONSENT_MESSAGE),
};

export const ClubJoinFormSchema = v.variant('billingSameAsShipping', [
  v.object({ ...common, billingSameAsShipping: v.literal(true) }),
  v.object({ ...common, billingSameAsShipping: v.literal(false), billTo: AddressFormSchema }),
]);
export type ClubJoinFormInput = v.InferInput<typeof ClubJoinFormSchema>;

/**
 * Field errors keyed 'birthDate', 'shipTo.city', 'card.cardNumber', 'termsAccepted' ...: one
 * message per field, the first found.
 */
export function clubJoinFormErrors(input: unknown): Record<string, string> {
  const result = v.safeParse(ClubJoinFormSchema, input);
  return result.success ? {} : firstErrors(result.issues);
}

/** The errors of the wizard's details step: everything but the consent, asked on the last step. */
export function detailsStepErrors(input: unknown): Record<string, string> {
  const { termsAccepted: _askedLater, ...errors } = clubJoinFormErrors(input);
  return errors;
}

/** The join page a visitor without scripts fills in (the wizard's steps 2 to 4 on one page). */
export const CLUB_JOIN_PATH = '/profile/club-membership/join';

/** Where a club join goes on to: the membership's receipt. */
export const clubReceiptPath = (membershipId: string) =>
  `/profile/club-membership/receipt?membership=${encodeURIComponent(membershipId)}`;

/** Fields of the join form never sent back to the page. */
export const SECRET_JOIN_FIELDS: readonly string[] = ['card.cardNumber', 'card.cvv'];

/**
 * The join form as posted natively, its fields named as its errors are ('shipTo.city',
 * 'card.creditCardId'), in the shape the wizard sends.
 */
export function joinFormOf(text: (name: string) => string): unknown {
  const address = (prefix: string) =>
    Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [name, text(`${prefix}.${name}`)]));
  // A saved card is chosen by its id; none chosen means the new card's fields.
  const card =
    text('card.creditCardId') !== ''
      ? { kind: 'saved', creditCardId: text('card.creditCardId') }
      : {
          kind: 'new',
          cardHolderName: text('card.cardHolderName'),
          cardNumber: text('card.cardNumber'),
          expiry: text('card.expiry'),
          cvv: text('card.cvv'),
        };
  const common = {
    birthDate: text('birthDate'),
    shipTo: address('shipTo'),
    card,
    termsAccepted: text('termsAccepted') === 'on',
  };
  return text('billingSameAsShipping') === 'on'
    ? { ...common, billingSameAsShipping: true }
    : { ...common, billingSameAsShipping: false, billTo: address('billTo') };
}
