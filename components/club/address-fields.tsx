'use client';

import type { AddressField, AddressFormInput } from '@/lib/club-join-form';

const FIELDS: {
  name: AddressField;
  label: string;
  autoComplete: string;
  wide?: boolean;
  placeholder?: string;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  {
    name: 'address2',
    label: 'Apartment, suite (optional)',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'stateCode', label: 'State', autoComplete: 'address-level1', placeholder: 'CA' },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
];

export const EMPTY_ADDRESS: AddressFormInput = {
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  stateCode: '',
  zipCode: '',
};

/**
 * One address fieldset of the club wizard (shipping or billing). `prefix` keys the errors
 * ('shipTo.city'); `section` keeps autocomplete of the two addresses apart.
 */
export function AddressFields({
  idPrefix,
  legend,
  prefix,
  section,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  legend: string;
  prefix: 'shipTo' | 'billTo';
  section: 'shipping' | 'billing';
  value: AddressFormInput;
  errors: Record<string, string>;
  onChange: (next: AddressFormInput) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-serif text-2xl">{legend}</legend>
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${prefix}-${field.name}`;
        const error = errors[`${prefix}.${field.name}`];
        return (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className="text-sm font-semibold">
              {field.label}
            </label>
            <input
              id={id}
              name={`${prefix}.${field.name}`}
              autoComplete={`${section} ${field.autoComplete}`}
              placeholder={field.placeholder}
              value={value[field.name] ?? ''}
              onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`mt-1 w-full rounded border px-3 py-2 ${error ? 'border-wine' : 'border-neutral-300'}`}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-wine">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
