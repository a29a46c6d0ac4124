/**
 * The postal address, declared once: checkout's shipping address, the club wizard's
 * shipping and billing addresses, the account's address book and the embedded commerce service's
 * check of every address it is sent all read these fields and their rules. An address field
 * added here appears in each of those forms and is sent and checked without another edit.
 */
import * as v from 'valibot';
import type { Address } from '../commerce/entities';
import { type DeclaredFields, listOf, pickFields, rulesOf } from './declared-fields';
import {
  optionalText,
  requiredText,
  usState,
  wineShippingState,
  ZIP_CODE_HINT,
  zipCode,
} from './field-rules';

/** Name, street, city, state and ZIP, in the order every address form asks them. */
export const ADDRESS_FIELDS = {
  firstName: { label: 'First name', rule: requiredText('First name'), autoComplete: 'given-name' },
  lastName: { label: 'Last name', rule: requiredText('Last name'), autoComplete: 'family-name' },
  address: {
    label: 'Address',
    rule: requiredText('Address', 200),
    autoComplete: 'address-line1',
    wide: true,
  },
  address2: {
    label: 'Apartment, suite (optional)',
    rule: optionalText('Address line 2'),
    autoComplete: 'address-line2',
    wide: true,
  },
  city: { label: 'City', rule: requiredText('City'), autoComplete: 'address-level2' },
  stateCode: { label: 'State', rule: usState, control: 'state', autoComplete: 'address-level1' },
  zipCode: {
    label: 'ZIP code',
    rule: zipCode,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 10,
    hint: ZIP_CODE_HINT,
  },
} as const satisfies DeclaredFields;

export type AddressField = keyof typeof ADDRESS_FIELDS;
export const ADDRESS_FIELD_LIST = listOf(ADDRESS_FIELDS);
export const ADDRESS_FIELD_NAMES = ADDRESS_FIELD_LIST.map((field) => field.name);

/** An address anywhere in the United States: checkout (its shipping rules are the service's). */
export const AddressFormSchema = v.object(rulesOf(ADDRESS_FIELDS));
export type AddressFormInput = v.InferInput<typeof AddressFormSchema>;
export type AddressFormValues = v.InferOutput<typeof AddressFormSchema>;

/** An address club wine is shipped to: only the states wine may go to. */
export const WineAddressSchema = v.object({
  ...AddressFormSchema.entries,
  stateCode: wineShippingState,
});

/** Every field empty: a new address form. */
export const EMPTY_ADDRESS = Object.fromEntries(
  ADDRESS_FIELD_NAMES.map((name) => [name, '']),
) as Record<AddressField, string>;

/**
 * A saved address (or none) as a form's starting values; the person's own name fills the name
 * fields the address leaves empty.
 */
export function addressFormValues(
  address: Partial<Address> | null | undefined,
  ownName: { firstName?: string | null; lastName?: string | null } = {},
): Record<AddressField, string> {
  const values = Object.fromEntries(
    ADDRESS_FIELD_NAMES.map((name) => [name, String(address?.[name] ?? '')]),
  ) as Record<AddressField, string>;
  values.firstName ||= ownName.firstName ?? '';
  values.lastName ||= ownName.lastName ?? '';
  return values;
}

/** A checked address as Commerce7 takes it: an optional field left empty is null, in the US. */
export function toCommerceAddress(values: AddressFormValues & { phone?: string | null }): Address {
  const sent: Record<string, string | null> = pickFields(values, ADDRESS_FIELD_NAMES);
  if (values.phone !== undefined) sent.phone = values.phone;
  for (const [name, value] of Object.entries(sent)) if (value === '') sent[name] = null;
  return { ...sent, countryCode: 'US' } as Address;
}

/**
 * An address as the embedded service accepts it (a Commerce7-shaped body: nulls for the unset
 * optional fields, a phone and country it may carry), checked by the same rules as the forms.
 */
export const CommerceAddressSchema = v.pipe(
  v.object({
    ...AddressFormSchema.entries,
    phone: v.optional(v.nullable(v.string())),
    countryCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase()), 'US'),
  }),
  v.transform((address) => toCommerceAddress(address)),
);
