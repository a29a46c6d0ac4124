'use client';

import { useEffect, useId, useRef, useState, useTransition } from 'react';
import {
  CHECKED,
  validateField,
  validateForm,
  visibleFields,
  dependenciesMatch,
  type FieldErrors,
  type Fieldset,
} from '@/lib/forms/fields';
import { GENERIC_FORM_FAILURE, HONEYPOT_FIELD } from '@/lib/forms/generic-form';
import { useHydrated } from '@/components/cart/use-hydrated';
import { pushEvent } from '@/lib/tracking/data-layer';
import { submitContactForm } from '@/server/actions/forms';
import { FormField } from './form-field';
import { Honeypot } from './honeypot';

type Status = 'initial' | 'fail' | 'success';

/**
 * A generic form (contact, sweepstakes, event sign-up, virtual tasting): fieldsets of library
 * fields, shown or hidden by their dependencies, validated on touch and on submit with the same
 * rules the server action applies again. Only the block's reference goes to the server.
 */
export function GenericForm({
  formId,
  block,
  fieldsets,
  submitText,
  successMessage,
  showSuccessMessage,
  showErrorMessage,
  preview,
}: {
  formId: string;
  block: { model: string; entryId: string; blockId: string };
  fieldsets: Fieldset[];
  submitText: string;
  successMessage: string;
  showSuccessMessage: boolean;
  showErrorMessage: boolean;
  preview?: 'error' | 'success';
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(fieldsets));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(
    preview === 'success' ? 'success' : preview === 'error' ? 'fail' : 'initial',
  );
  const [failure, setFailure] = useState<string | null>(
    preview === 'error' ? GENERIC_FORM_FAILURE : null,
  );
  const [pending, startTransition] = useTransition();
  // Sending needs this form's code: until it runs, Submit is disabled, so an early press never
  // makes the browser send the fields itself (in the address, to this page).
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = valuesTypedBeforeHydration(formRef.current, fieldsets, values);
    if (typed) setValues(typed);
    // Once, on mount: later input arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (status === 'success') {
    return showSuccessMessage ? (
      <p role="status" className="rounded bg-ash p-6 text-center text-lg">
        {successMessage}
      </p>
    ) : (
      <p role="status" className="sr-only">
        {successMessage}
      </p>
    );
  }

  const recheck = (name: string, next: Record<string, string>) => {
    const field = visibleFields(fieldsets, next).find((candidate) => candidate.name === name);
    setErrors((current) => {
      const { [name]: _dropped, ...rest } = current;
      const message = field ? validateField(field, next[name], new Date()) : undefined;
      return message ? { ...rest, [name]: message } : rest;
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-describedby={`${id}-note`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const found = validateForm(fieldsets, values, new Date());
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) {
          setStatus('fail');
          requestAnimationFrame(() =>
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
          return;
        }
        const website = String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
        startTransition(async () => {
          let result: Awaited<ReturnType<typeof submitContactForm>>;
          try {
            result = await submitContactForm({ block, values, website });
          } catch (error) {
            console.error('[contact-form] the request failed', error);
            result = { ok: false, message: GENERIC_FORM_FAILURE };
          }
          pushEvent('contact_form_submission', { form_id: formId, success: result.ok });
          if (result.ok) {
            setValues(initialValues(fieldsets));
            setTouched({});
            setStatus('success');
            return;
          }
          setErrors(result.fieldErrors ?? {});
          setFailure(result.message);
          setStatus('fail');
        });
      }}
      className="relative space-y-6"
    >
      <p id={`${id}-note`} className="text-sm text-ink/70">
        * indicates required fields
      </p>
      {fieldsets
        .filter((fieldset) => dependenciesMatch(fieldset.dependencies, values))
        .map((fieldset, index) => {
          const fields = fieldset.fields
            .filter((field) => dependenciesMatch(field.dependencies, values))
            .map((field) => (
              <FormField
                key={field.name}
                field={field}
                formId={`${id}-${formId}`}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(value) => {
                  const next = { ...values, [field.name]: value };
                  setValues(next);
                  // Validate on touch: once a field was left (or the form submitted), keep it current.
                  if (touched[field.name] || errors[field.name] !== undefined)
                    recheck(field.name, next);
                }}
                onBlur={() => {
                  setTouched((current) => ({ ...current, [field.name]: true }));
                  recheck(field.name, values);
                }}
              />
            ));
          const grid = <div className="grid grid-cols-12 gap-x-4 gap-y-5">{fields}</div>;
          return fieldset.legend ? (
            <fieldset key={index} className="space-y-3">
              <legend className="font-serif text-xl">{fieldset.legend}</legend>
              {fieldset.legendSubtext ? (
                <p className="text-sm text-ink/70">{fieldset.legendSubtext}</p>
              ) : null}
              {grid}
            </fieldset>
          ) : (
            <div key={index}>{grid}</div>
          );
        })}
      <Honeypot />
      <button
        type="submit"
        disabled={pending || !hydrated}
        className="rounded bg-wine px-8 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60"
      >
        {pending ? 'Processing' : submitText}
      </button>
      {status === 'fail' && failure && showErrorMessage ? (
        <p role="alert" className="text-[#b00020]">
          {failure}
        </p>
      ) : null}
    </form>
  );
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
    const control = form.elements.namedItem(name);
    let value: string;
    if (control instanceof RadioNodeList) value = control.value;
    else if (control instanceof HTMLInputElement && control.type === 'checkbox')
      value = control.checked ? CHECKED : '';
    else if (
      (control instanceof HTMLInputElement &&
        control.type !== 'file' &&
        control.type !== 'hidden') ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )
      value = control.value;
    else continue;
    if (value !== (values[name] ?? '')) typed[name] = value;
  }
  return Object.keys(typed).length > 0 ? { ...values, ...typed } : null;
}

function initialValues(fieldsets: readonly Fieldset[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fieldsets.flatMap((fieldset) => fieldset.fields)) {
    if (field.defaultValue !== undefined && field.type !== 'hidden')
      values[field.name] = field.defaultValue;
  }
  return values;
}
