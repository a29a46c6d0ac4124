'use client';

import { useState, type FormEvent } from 'react';

type FieldErrors = Partial<Record<string, string>>;

/**
 * A field's error goes as soon as its value is valid again, so a corrected field never keeps
 * saying it is wrong (the checkout's `errorsAfterChange`, for every form shell). Valid means the
 * control's own constraints pass (required, type="email", lengths) and, when the form gives one,
 * its `isValid` rule for that field. Nothing else changes while the visitor types: no new error
 * appears before the next submit, and the errors of other fields stay. A new set of errors (the
 * next refusal) starts afresh.
 */
export function useCorrectedErrors(
  fieldErrors: FieldErrors,
  isValid?: (name: string, value: string) => boolean,
) {
  const [corrected, setCorrected] = useState<{ of: FieldErrors; names: ReadonlySet<string> }>({
    of: fieldErrors,
    names: new Set(),
  });
  const names = corrected.of === fieldErrors ? corrected.names : new Set<string>();
  const shown = Object.fromEntries(
    Object.entries(fieldErrors).filter(([name]) => !names.has(name)),
  ) as FieldErrors;

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target;
    if (
      !(control instanceof HTMLInputElement) &&
      !(control instanceof HTMLSelectElement) &&
      !(control instanceof HTMLTextAreaElement)
    )
      return;
    const { name, value } = control;
    if (!shown[name] || !control.checkValidity()) return;
    if (isValid && !isValid(name, value)) return;
    setCorrected({ of: fieldErrors, names: new Set([...names, name]) });
  };
  return { errors: shown, onChange };
}
