/**
 * The club wizard's form (local mode: production hands off to the commerce platform's club join),
 * as Commerce7's hosted join asks it: date of birth (21+), the shipping address (a state wine may
 * go to: checkout's rule), the billing address, a card (a saved one or a new one) and consent to
 * the membership terms. One valibot schema, so the server action checks what the form promises.
 * Field rules and messages are checkout's (lib/checkout/checkout-form.ts) and the card's (payment-card.ts).
 */
import * as v from 'valibot';
import { BirthDateSchema } from '../checkout/birth-date';
import { CheckoutFormSchema } from '../checkout/checkout-form';
import { NewCardSchema } from '../checkout/payment-card';
import { wineShippingRefusal } from '../checkout/shipping-states';

const AddressFormSchema = v.pick(CheckoutFormSchema, [
  'firstName',
  'lastName',
  'address',
  'address2',
  'city',
  'stateCode',
  'zipCode',
]);
export type AddressFormInput = v.InferInput<typeof AddressFormSchema>;
export type AddressField = keyof AddressFormInput;

/** Club shipments are wine: the shipping state must be one wine may go to. */
const ShipToSchema = v.object({
  ...AddressFormSchema.entries,
  stateCode: v.pipe(
    AddressFormSchema.entries.stateCode,
    v.check(
      (code) => wineShippingRefusal(code) === null,
      (issue) => wineShippingRefusal(String(issue.input)) ?? 'Please select a state',
    ),
  ),
});

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
  shipTo: ShipToSchema,
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
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The errors of the wizard's details step: everything but the consent, asked on the last step. */
export function detailsStepErrors(input: unknown): Record<string, string> {
  const { termsAccepted: _askedLater, ...errors } = clubJoinFormErrors(input);
  return errors;
}
