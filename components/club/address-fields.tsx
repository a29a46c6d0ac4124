'use client';

import { ALERT_FIELD_LOOK } from '@/components/ui/field';
import type { AddressFormInput } from '@/lib/club-join-form';
import {
  NAME_AND_STREET,
  SpecInput,
  inSection,
  type FieldSpec,
} from '@/components/checkout/checkout-fields';

/** The checkout's name and street, then the state typed as a code and the ZIP code. */
const FIELDS: FieldSpec[] = [
  ...NAME_AND_STREET,
  { name: 'stateCode', label: 'State', autoComplete: 'address-level1', placeholder: 'CA' },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
];
/** Each address's legend and fields; the autofill section keeps the two addresses apart. */
const ADDRESSES = {
  shipTo: { legend: 'Shipping address', fields: FIELDS.map(inSection('shipping')) },
  billTo: { legend: 'Billing address', fields: FIELDS.map(inSection('billing')) },
};

export const EMPTY_ADDRESS: AddressFormInput = {
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  stateCode: '',
  zipCode: '',
};

/** One address fieldset of the club wizard (shipping or billing). `prefix` keys the errors ('shipTo.city'). */
export function AddressFields({
  idPrefix,
  prefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  prefix: keyof typeof ADDRESSES;
  value: AddressFormInput;
  errors: Record<string, string>;
  onChange: (next: AddressFormInput) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-serif text-2xl">{ADDRESSES[prefix].legend}</legend>
      {ADDRESSES[prefix].fields.map((spec) => {
        const name = spec.name as keyof AddressFormInput;
        return (
          <SpecInput
            key={name}
            spec={spec}
            id={`${idPrefix}-${prefix}-${name}`}
            error={errors[`${prefix}.${name}`]}
            look={ALERT_FIELD_LOOK}
            control={{
              name: `${prefix}.${name}`,
              value: value[name] ?? '',
              onChange: (event) => onChange({ ...value, [name]: event.target.value }),
            }}
          />
        );
      })}
    </fieldset>
  );
}
