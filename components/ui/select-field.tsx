import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldLook } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select with its options: the phone's own picker and the keyboard for free.
 * `emptyLabel` is a first choice meaning none ("Select a state", "All varietals"), whose value is
 * the empty string a required select refuses.
 */
export function SelectField({
  id,
  label,
  error,
  look,
  options,
  emptyLabel,
  ...select
}: {
  id: string;
  label: string;
  error?: string | undefined;
  look?: FieldLook;
  options: readonly SelectOption[];
  emptyLabel?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>) {
  return (
    <Field id={id} label={label} error={error} look={look}>
      {(aria) => (
        <select {...select} {...aria}>
          {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
