'use client';

import { CheckboxField, RadioField } from './choice-fields';
import type { FormFieldProps } from './field-parts';
import { LabelledField } from './labelled-field';

/**
 * One field of a generic form (the form field library): its label, control,
 * subtext, info modal and its message under it. A hidden field is only its value.
 */
export function FormField(props: FormFieldProps) {
  const { field } = props;
  if (field.type === 'hidden')
    return <input type="hidden" name={field.name} value={field.defaultValue ?? ''} />;
  if (field.type === 'checkbox') return <CheckboxField {...props} />;
  if (field.type === 'radio') return <RadioField {...props} />;
  return <LabelledField {...props} />;
}
