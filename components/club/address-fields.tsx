'use client';

import { ALERT_FIELD_LOOK } from '@/components/ui/field';
import type { AddressFormInput } from '@/lib/club/club-join-form';
import {
  NAME_AND_STREET,
  SpecInput,
  UsStateSelect,
  ZIP,
  inSection,
} from '@/components/checkout/checkout-fields';

/**
 * Each address's legend and fields, as checkout asks them (name, street, city, then the state
 * select and the ZIP code); the autofill section keeps the two addresses apart.
 */
const ADDRESSES = {
  shipTo: {
    legend: 'Shipping address',
    section: 'shipping',
    fields: NAME_AND_STREET.map(inSection('shipping')),
  },
  billTo: {
    legend: 'Billing address',
    section: 'billing',
    fields: NAME_AND_STREET.map(inSection('billing')),
  },
} as const;

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
  const { legend, section, fields } = ADDRESSES[prefix];
  const zip = { ...ZIP, autoComplete: `${section} postal-code` };
  const input = (spec: typeof zip) => {
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
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-serif text-2xl">{legend}</legend>
      {fields.map(input)}
      <UsStateSelect
        id={`${idPrefix}-${prefix}-stateCode`}
        name={`${prefix}.stateCode`}
        autoComplete={`${section} address-level1`}
        error={errors[`${prefix}.stateCode`]}
        look={ALERT_FIELD_LOOK}
        value={value.stateCode}
        onChange={(stateCode) => onChange({ ...value, stateCode })}
      />
      {input(zip)}
    </fieldset>
  );
}
