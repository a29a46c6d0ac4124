/**
 * The embedded checkout form's input rules (local mode only: production checkout is the commerce
 * widget). Pure valibot schemas, so the server action checks exactly what the form promises.
 * An order with nothing to ship (a virtual gift card alone) asks for no shipping address.
 */
import * as v from 'valibot';
import { isValidEmail } from './gift-card';
import { isUsStateCode } from './us-states';

/** A required text field: trimmed, not empty, at most `max` characters; messages name the label. */
export const required = (label: string, max = 100) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} is too long`),
  );

/** Blocks spec section 5: the state select's required message. */
const STATE_REQUIRED_MESSAGE = 'Please select a state';

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

/** What a ZIP code looks like, said with its error and under the field (issue 41). */
export const ZIP_CODE_HINT = '5 digits, like 93446, or ZIP+4, like 93446-1234';
export const ZIP_CODE_MESSAGE = `Invalid ZIP code: use ${ZIP_CODE_HINT}`;

/** The card fields as checkout asks them; the club join adds its checks on top (payment-card.ts). */
export const PAYMENT_ENTRIES = {
  cardNumber: v.pipe(
    required('Card number', 30),
    v.transform((value: string) => value.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/, 'Invalid card number'),
    v.check(passesLuhn, CARD_CHECKSUM_MESSAGE),
  ),
  expiry: v.pipe(
    required('Expiry', 10),
    // A phone's numeric keypad has no "/": 1239, 12 39 and 12-39 are read as 12/39.
    v.transform((value: string) => value.replace(/^(\d{2})\s*[-/ ]?\s*(\d{2}|\d{4})$/, '$1/$2')),
    v.regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, 'Expiry must be MM/YY'),
  ),
  cvv: v.pipe(required('Security code', 10), v.regex(/^\d{3,4}$/, 'Invalid security code')),
};

const contactAndPayment = {
  email: v.pipe(required('Email address', 320), v.check(isValidEmail, 'Invalid email address')),
  ...PAYMENT_ENTRIES,
};

/** Whose order it is: the shipping name, or alone when nothing ships (the greeting, the tickets). */
const BuyerNameSchema = v.object({
  firstName: required('First name'),
  lastName: required('Last name'),
});

const ShippingAddressSchema = v.object({
  ...BuyerNameSchema.entries,
  address: required('Address', 200),
  address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  city: required('City'),
  stateCode: v.pipe(
    v.string(STATE_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(STATE_REQUIRED_MESSAGE),
    v.toUpperCase(),
    v.check(isUsStateCode, STATE_REQUIRED_MESSAGE),
  ),
  zipCode: v.pipe(required('ZIP code', 10), v.regex(/^\d{5}(-\d{4})?$/, ZIP_CODE_MESSAGE)),
});

/** An order that ships: contact, shipping address and card. */
export const CheckoutFormSchema = v.object({
  ...contactAndPayment,
  ...ShippingAddressSchema.entries,
});
/**
 * An order with nothing to ship: contact, the buyer's name and card. The name greets them in the
 * order e-mail and names whom event tickets are for (issue 41: a guest was greeted "Hi there,").
 */
const NothingToShipFormSchema = v.object({ ...contactAndPayment, ...BuyerNameSchema.entries });

export const checkoutSchemaFor = (requiresShipping: boolean) =>
  requiresShipping ? CheckoutFormSchema : NothingToShipFormSchema;

type CheckoutFormInput = v.InferInput<typeof CheckoutFormSchema>;
export type CheckoutField = keyof CheckoutFormInput;
export type CheckoutFormErrors = Partial<Record<CheckoutField, string>>;

/** The order fields appear on the page, so the error summary lists problems in reading order. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  'email',
  'firstName',
  'lastName',
  'address',
  'address2',
  'city',
  'stateCode',
  'zipCode',
  'cardNumber',
  'expiry',
  'cvv',
];

/** Field errors, one message per field (the first problem found), in the order of the form. */
export function checkoutFormErrors(input: unknown, requiresShipping = true): CheckoutFormErrors {
  const result = v.safeParse(checkoutSchemaFor(requiresShipping), input);
  if (result.success) return {};
  const found: CheckoutFormErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as CheckoutField | null;
    if (key && !(key in found)) found[key] = issue.message;
  }
  const errors: CheckoutFormErrors = {};
  for (const key of CHECKOUT_FIELD_ORDER) if (found[key]) errors[key] = found[key];
  return errors;
}

/**
 * The errors once the shopper changed `changed`: its error goes as soon as its value is valid, so
 * a corrected field never keeps saying it is wrong. Nothing else changes while they type: no new
 * error appears before the next submit, and an error the service gave another field stays.
 */
export function errorsAfterChange(
  shown: CheckoutFormErrors,
  changed: string,
  values: unknown,
  requiresShipping = true,
): CheckoutFormErrors {
  const field = changed as CheckoutField;
  if (!shown[field] || checkoutFormErrors(values, requiresShipping)[field]) return shown;
  const { [field]: _corrected, ...standing } = shown;
  return standing;
}
