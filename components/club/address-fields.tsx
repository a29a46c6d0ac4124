'use client';

import { ALERT_FIELD_LOOK } from '@/components/ui/field';
import { ADDRESS_FIELD_LIST, EMPTY_ADDRESS, type AddressFormInput } from '@/lib/checkout/address';
import { SpecInput, UsStateSelect, inSection } from '@/components/checkout/checkout-fields';

/**
 * Each address's legend and its fields: the shop's one address (lib/checkout/address.ts), as
 * checkout asks it; the autofill section keeps the two addresses apart.
 */
const ADDRESSES = {
  shipTo: { legend: 'Shipping address', fields: ADDRESS_FIELD_LIST.map(inSection('shipping')) },
  billTo: { legend: 'Billing address', fields: ADDRESS_FIELD_LIST.map(inSection('billing')) },
} as const;

export { EMPTY_ADDRESS };

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
  const { legend, fields } = ADDRESSES[prefix];
  const input = (spec: (typeof fields)[number]) => {
    const { name } = spec;
    const id = `${idPrefix}-${prefix}-${name}`;
    const error = errors[`${prefix}.${name}`];
    if (spec.control === 'state') {
      return (
        <UsStateSelect
          key={name}
          id={id}
          label={spec.label}
          name={`${prefix}.${name}`}
          autoComplete={spec.autoComplete}
          error={error}
          look={ALERT_FIELD_LOOK}
          value={value[name] ?? ''}
          onChange={(stateCode) => onChange({ ...value, [name]: stateCode })}
        />
      );
    }
    return (
      <SpecInput
        key={name}
        spec={spec}
        id={id}
        error={error}
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
    </fieldset>
  );
}
