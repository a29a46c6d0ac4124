'use client';

import { Field } from '@/components/ui/field';
import { LIGHT_CONTROL, marketingLook, requiredLabel } from '@/components/forms/field-look';
import type { FieldBinding } from '@/components/forms/form-state';
import { POPUP, type PopupValues } from '@/lib/forms/popup';
import { birthDateRange } from '@/lib/forms/rules';

/** The pop-up's inputs, in the order they show. */
export const POPUP_INPUTS = {
  email: { label: 'Email Address', type: 'email', autoComplete: 'email' },
  dateOfBirth: { label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
  phone: { label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
} as const satisfies Record<
  keyof PopupValues,
  { label: string; type: string; autoComplete: string }
>;

export type PopupInputName = keyof typeof POPUP_INPUTS;

const LOOK = marketingLook('light', 'block font-semibold');

/** One input of the pop-up's form with its label, required mark and error. */
export function PopupInput({
  id,
  name,
  required,
  value,
  error,
  onChange,
  onBlur,
}: FieldBinding & { id: string; name: PopupInputName; required: boolean }) {
  const { label, type, autoComplete } = POPUP_INPUTS[name];
  // The date of birth's picker offers the ages the form accepts.
  const range =
    name === 'dateOfBirth' ? birthDateRange(new Date(), POPUP.minAge, POPUP.maxAge) : undefined;
  return (
    <Field id={id} label={requiredLabel(label, required)} error={error} look={LOOK}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          autoComplete={autoComplete}
          value={value}
          min={range?.min}
          max={range?.max}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={LIGHT_CONTROL}
        />
      )}
    </Field>
  );
}
