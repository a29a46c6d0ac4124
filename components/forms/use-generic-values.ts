'use client';

import { useEffect, useState, type RefObject } from 'react';
import {
  CHECKED,
  validateField,
  visibleFields,
  type Field,
  type Fieldset,
} from '@/lib/forms/fields';
import type { PostedForm } from '@/lib/forms/posted-form';
import { useFieldErrors } from './form-state';

/**
 * A generic form's values and field errors. Fields validate on touch: once a field was left or
 * shows an error, it is checked again as it changes. A page rendered again with a native post's
 * refusal (`posted`) starts from its typing and its errors.
 */
export function useGenericValues(
  fieldsets: readonly Fieldset[],
  formRef: RefObject<HTMLFormElement | null>,
  posted: PostedForm = null,
) {
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...initialValues(fieldsets),
    ...(posted?.values as Record<string, string> | undefined),
  }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const { errors, setErrors, setFieldError } = useFieldErrors<string>(posted?.fieldErrors);
  useEffect(() => {
    const typed = valuesTypedBeforeHydration(formRef.current, fieldsets, values);
    if (typed) setValues(typed);
    // Once, on mount: later input arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const recheck = (name: string, next: Record<string, string>) => {
    const field = visibleFields(fieldsets, next).find((candidate) => candidate.name === name);
    setFieldError(name, field ? validateField(field, next[name], new Date()) : undefined);
  };
  /** One field's value, error and handlers. */
  const bind = ({ name }: Field) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (touched[name] || errors[name] !== undefined) recheck(name, next);
    },
    onBlur: () => {
      setTouched((current) => ({ ...current, [name]: true }));
      recheck(name, values);
    },
  });
  const reset = () => {
    setValues(initialValues(fieldsets));
    setTouched({});
  };
  return { values, setErrors, bind, reset };
}

/**
 * What the visitor typed or chose before the form's code arrived (the form is server-rendered and
 * usable at once). React leaves those values in the page while hydrating, but its state still
 * holds the initial ones and the next render would quietly put them back, so they are read once,
 * on mount. Null when nothing differs. Files are left out: their content is read on change.
 */
function valuesTypedBeforeHydration(
  form: HTMLFormElement | null,
  fieldsets: readonly Fieldset[],
  values: Record<string, string>,
): Record<string, string> | null {
  if (!form) return null;
  const typed: Record<string, string> = {};
  for (const { name } of fieldsets.flatMap((fieldset) => fieldset.fields)) {
    const value = controlValue(form.elements.namedItem(name));
    if (value !== undefined && value !== (values[name] ?? '')) typed[name] = value;
  }
  return Object.keys(typed).length > 0 ? { ...values, ...typed } : null;
}

/** A control's value as the form keeps it; undefined for a file, a hidden field or none. */
function controlValue(control: Element | RadioNodeList | null): string | undefined {
  if (control instanceof RadioNodeList) return control.value;
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked ? CHECKED : '';
  if (
    (control instanceof HTMLInputElement && control.type !== 'file' && control.type !== 'hidden') ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  )
    return control.value;
  return undefined;
}

function initialValues(fieldsets: readonly Fieldset[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fieldsets.flatMap((fieldset) => fieldset.fields)) {
    if (field.defaultValue !== undefined && field.type !== 'hidden')
      values[field.name] = field.defaultValue;
  }
  return values;
}
