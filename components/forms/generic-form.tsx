'use client';

import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid, useFormPost } from '@/components/ui/use-form-post';
import { dependenciesMatch, validateForm, type Fieldset } from '@/lib/forms/fields';
import { GENERIC_FORM_FAILURE, HONEYPOT_FIELD } from '@/lib/forms/rules';
import { pushEvent } from '@/lib/tracking/data-layer';
import { BLOCK_FIELD, blockFieldValue } from '@/lib/forms/posted-block';
import { submitContactForm } from '@/server/actions/forms';
import { submitContactFromForm } from '@/server/actions/forms-post';
import { ERROR_TONES } from './field-look';
import { Honeypot } from './form-block';
import { useFormAction, useSubmitOutcome } from './form-state';
import type { FormPreview } from './form-block';
import { useGenericValues } from './use-generic-values';
import { CheckboxField, RadioField } from './choice-fields';
import type { FormFieldProps } from './field-parts';
import { LabelledField } from './labelled-field';

interface GenericFormProps {
  formId: string;
  block: { model: string; entryId: string; blockId: string };
  fieldsets: Fieldset[];
  submitText: string;
  successMessage: string;
  showSuccessMessage: boolean;
  showErrorMessage: boolean;
  preview?: FormPreview;
}

/**
 * A generic form (contact, sweepstakes, event sign-up, virtual tasting): fieldsets of library
 * fields, shown or hidden by their dependencies, validated on touch and on submit with the same
 * rules the server action applies again. Only the block's reference goes to the server. Before
 * scripts run, or without them, the form posts itself to `submitContactFromForm` and the page
 * comes back with the same outcome and messages by field.
 */
export function GenericForm(props: GenericFormProps) {
  const { formId, fieldsets, submitText, successMessage, showSuccessMessage } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, bind, outcome, action, post, readyRef, onSubmit } = useGenericSubmit(
    props,
    formRef,
  );

  if (outcome.succeeded) {
    return (
      <p
        role="status"
        className={showSuccessMessage ? 'rounded bg-ash p-6 text-center text-lg' : 'sr-only'}
      >
        {successMessage}
      </p>
    );
  }
  return (
    <form
      ref={(form) => {
        formRef.current = form;
        readyRef(form);
      }}
      action={post}
      noValidate
      aria-describedby={`${id}-note`}
      onSubmit={onSubmit}
      className="relative space-y-6"
    >
      <p id={`${id}-note`} className="text-sm text-ink/70">
        * indicates required fields
      </p>
      {fieldsets
        .filter((fieldset) => dependenciesMatch(fieldset.dependencies, values))
        .map((fieldset, index) => (
          <FieldsetFrame key={index} fieldset={fieldset}>
            {fieldset.fields
              .filter((field) => dependenciesMatch(field.dependencies, values))
              .map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  formId={`${id}-${formId}`}
                  {...bind(field)}
                />
              ))}
          </FieldsetFrame>
        ))}
      <Honeypot />
      <input type="hidden" name={BLOCK_FIELD} value={blockFieldValue(props.block)} />
      <Button type="submit" variant="primary" disabled={action.disabled}>
        {action.pending ? 'Processing' : submitText}
      </Button>
      {outcome.failure && props.showErrorMessage ? (
        <p role="alert" className={ERROR_TONES.light}>
          {outcome.failure}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The form's values, its outcome and its submit: checked here first (focus on the first problem),
 * then sent with the honeypot; the server's field errors come back under their fields.
 */
function useGenericSubmit(
  { formId, block, fieldsets, preview }: GenericFormProps,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { posted, action: post, ref: readyRef } = useFormPost(submitContactFromForm);
  const { values, setErrors, bind, reset } = useGenericValues(fieldsets, formRef, posted);
  const outcome = useSubmitOutcome(preview, GENERIC_FORM_FAILURE, posted);
  const action = useFormAction({ posts: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateForm(fieldsets, values, new Date());
    setErrors(found);
    outcome.setFailure(null);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form);
    const website = String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
    action.send(
      () => submitContactForm({ block, values, website }),
      { ok: false, message: GENERIC_FORM_FAILURE },
      '[contact-form] the request failed',
      (result) => {
        pushEvent('contact_form_submission', { form_id: formId, success: result.ok });
        if (result.ok) {
          reset();
          return outcome.succeed();
        }
        setErrors(result.fieldErrors ?? {});
        outcome.setFailure(result.message ?? null);
      },
    );
  };
  return { values, bind, outcome, action, post, readyRef, onSubmit };
}

/** A fieldset's grid of fields, under its legend and subtext when it has a legend. */
function FieldsetFrame({ fieldset, children }: { fieldset: Fieldset; children: ReactNode }) {
  const grid = <div className="grid grid-cols-12 gap-x-4 gap-y-5">{children}</div>;
  if (!fieldset.legend) return <div>{grid}</div>;
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-xl">{fieldset.legend}</legend>
      {fieldset.legendSubtext ? (
        <p className="text-sm text-ink/70">{fieldset.legendSubtext}</p>
      ) : null}
      {grid}
    </fieldset>
  );
}

/**
 * One field of a generic form (the form field library): its label, control,
 * subtext, info modal and its message under it. A hidden field is only its value.
 */
function FormField(props: FormFieldProps) {
  const { field } = props;
  if (field.type === 'hidden')
    return <input type="hidden" name={field.name} value={field.defaultValue ?? ''} />;
  if (field.type === 'checkbox') return <CheckboxField {...props} />;
  if (field.type === 'radio') return <RadioField {...props} />;
  return <LabelledField {...props} />;
}
