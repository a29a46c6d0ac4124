'use client';

import { Field, FieldGroup } from '@/components/ui/field';
import { CHECKED } from '@/lib/forms/fields';
import { checkboxClass } from './field-look';
import { libraryFieldFrame, type FormFieldProps } from './field-parts';

/** A checkbox, its label beside it: checked is `CHECKED`, unchecked is empty. */
export function CheckboxField(props: FormFieldProps) {
  const { field, value, onChange, onBlur } = props;
  return (
    <Field {...libraryFieldFrame(props)} controlFirst>
      {(aria) => (
        <input
          {...aria}
          name={field.name}
          aria-required={field.required || undefined}
          onBlur={onBlur}
          type="checkbox"
          // What the browser posts for a checked box when it sends the form itself.
          value={CHECKED}
          checked={value === CHECKED}
          onChange={(event) => onChange(event.target.checked ? CHECKED : '')}
          className={checkboxClass('light')}
        />
      )}
    </Field>
  );
}

/** Radio buttons named by a legend (its info button in it); the group carries the error. */
export function RadioField(props: FormFieldProps) {
  const { field, value, onChange, onBlur } = props;
  const { label, aside, ...frame } = libraryFieldFrame(props);
  return (
    <FieldGroup
      {...frame}
      legend={
        <>
          {label}
          {aside}
        </>
      }
    >
      <div className="mt-1 flex flex-wrap gap-4">
        {field.options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              className="accent-wine"
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
