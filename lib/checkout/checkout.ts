/**
 * The embedded checkout, declared once (local mode only: production checkout is the commerce
 * widget). Its fields come in groups named for where the order carries them: the contact at the
 * top, the shipping address as `shipTo`, the shopper's notes as `metaData`, the card as
 * `payment`. The checkout form renders the groups, the server action checks the form with
 * `checkoutSchemaFor` and sends `checkoutPayload` (picked by the same names), and the embedded
 * service checks what it is sent with `CheckoutRequestSchema`, so a field added to a group
 * reaches all of them. An order with nothing to ship asks for no address and no notes,
 * only the buyer's name.
 */
import * as v from 'valibot';
import type { Customer, Order } from '../commerce/entities';
import {
  ADDRESS_FIELDS,
  addressFormValues,
  CommerceAddressSchema,
  toCommerceAddress,
  type AddressFormValues,
} from './address';
import { type DeclaredFields, listOf, pickFields, rulesOf } from './declared-fields';
import { emailAddress, optionalNote } from './field-rules';
import { PAYMENT_FIELDS } from './payment-fields';

export const CONTACT_FIELDS = {
  email: {
    label: 'Email',
    rule: emailAddress,
    control: 'email',
    autoComplete: 'email',
    wide: true,
  },
} as const satisfies DeclaredFields;

/**
 * What the shopper tells the winery about this order, asked with the shipping address. Sent as
 * the order's `metaData` (Commerce7 keeps an order's custom fields there, keyed by the field's
 * code: each name here needs an order meta-data field of that code in Commerce7's admin). The
 * receipt and the confirmation e-mail show each note given, under its label (`orderNotesOf`).
 */
export const ORDER_NOTE_FIELDS = {
  deliveryNote: {
    label: 'Delivery note',
    hint: "Optional: where to leave a parcel that needs an adult's signature",
    // Room for a few sentences; longer is said, never cut off as the shopper types.
    rule: optionalNote('Delivery note', 500),
    control: 'textarea',
    autoComplete: 'off',
    wide: true,
  },
} as const satisfies DeclaredFields;

/**
 * Whose order it is when nothing ships (no address names them): asked with the contact, sent as
 * `buyerName`; the order e-mail greets them by it (not "Hi there,").
 */
export const BUYER_NAME_FIELDS = {
  firstName: ADDRESS_FIELDS.firstName,
  lastName: ADDRESS_FIELDS.lastName,
} as const satisfies DeclaredFields;

/** The checkout's field groups, in reading order, keyed by where the order carries them. */
export const CHECKOUT_GROUPS = {
  contact: CONTACT_FIELDS,
  shipTo: ADDRESS_FIELDS,
  metaData: ORDER_NOTE_FIELDS,
  payment: PAYMENT_FIELDS,
} as const;

const namesOf = (fields: DeclaredFields) => listOf(fields).map((field) => field.name);

const contactAndPayment = { ...rulesOf(CONTACT_FIELDS), ...rulesOf(PAYMENT_FIELDS) };

/** An order that ships: contact, shipping address, notes and card. */
export const CheckoutFormSchema = v.object({
  ...rulesOf(CONTACT_FIELDS),
  ...rulesOf(ADDRESS_FIELDS),
  ...rulesOf(ORDER_NOTE_FIELDS),
  ...rulesOf(PAYMENT_FIELDS),
});
/** An order with nothing to ship: contact, the buyer's name and card. */
const NothingToShipFormSchema = v.object({ ...contactAndPayment, ...rulesOf(BUYER_NAME_FIELDS) });

export const checkoutSchemaFor = (requiresShipping: boolean) =>
  requiresShipping ? CheckoutFormSchema : NothingToShipFormSchema;

export type CheckoutField = keyof v.InferInput<typeof CheckoutFormSchema>;
export type CheckoutFormErrors = Partial<Record<CheckoutField, string>>;
type CheckoutFormValues =
  v.InferOutput<typeof CheckoutFormSchema> | v.InferOutput<typeof NothingToShipFormSchema>;

/** The fields in the order the form shows them, so the error summary lists problems that way. */
export const CHECKOUT_FIELD_ORDER = Object.values(CHECKOUT_GROUPS).flatMap(
  namesOf,
) as CheckoutField[];

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

/** The notes given (an empty one is not sent). */
function givenNotes(form: Record<string, unknown>): Record<string, string> {
  const notes = pickFields(form, namesOf(ORDER_NOTE_FIELDS));
  return Object.fromEntries(
    Object.entries(notes).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

/**
 * What the embedded service is sent: POST cart/{cartId}/checkout. Each field is checked here
 * with the form's own rule (a request that skips the site is refused in the same words).
 */
export const CheckoutRequestSchema = v.object({
  ...rulesOf(CONTACT_FIELDS),
  /** Required when something in the cart ships; ignored when nothing does (a gift card alone). */
  shipTo: v.optional(v.nullable(CommerceAddressSchema)),
  billTo: v.optional(v.nullable(CommerceAddressSchema)),
  metaData: v.optional(v.nullable(v.object(rulesOf(ORDER_NOTE_FIELDS))), {}),
  /** Only when nothing ships. */
  buyerName: v.optional(v.nullable(v.object(rulesOf(BUYER_NAME_FIELDS)))),
  payment: v.object(rulesOf(PAYMENT_FIELDS)),
});
export type CheckoutPayload = v.InferInput<typeof CheckoutRequestSchema>;

/** The checked form as the order is sent: each group picked by its fields' names. */
export function checkoutPayload(
  form: CheckoutFormValues,
  requiresShipping: boolean,
): CheckoutPayload {
  const values: Record<string, unknown> = form;
  const address = pickFields(values, namesOf(ADDRESS_FIELDS)) as AddressFormValues;
  return {
    ...(pickFields(values, namesOf(CONTACT_FIELDS)) as { email: string }),
    shipTo: requiresShipping ? toCommerceAddress(address) : null,
    metaData: requiresShipping ? givenNotes(values) : {},
    buyerName: requiresShipping
      ? null
      : (pickFields(values, namesOf(BUYER_NAME_FIELDS)) as { firstName: string; lastName: string }),
    payment: pickFields(values, namesOf(PAYMENT_FIELDS)) as CheckoutPayload['payment'],
  };
}

/** What a signed-in customer's checkout starts with: their e-mail, name and last address. */
export type CheckoutPrefill = Partial<Record<CheckoutField, string>>;

export function checkoutPrefillOf(customer: Customer): CheckoutPrefill {
  return {
    email: customer.emails[0]?.email ?? '',
    ...addressFormValues(customer.addresses[0], customer),
  };
}

/** The notes of a placed order, each under its label: what the receipt and e-mail show. */
export function orderNotesOf(order: Pick<Order, 'metaData'>): { label: string; text: string }[] {
  return listOf(ORDER_NOTE_FIELDS as DeclaredFields).flatMap(({ name, label }) => {
    const text = order.metaData?.[name];
    return typeof text === 'string' && text.trim() ? [{ label, text }] : [];
  });
}
