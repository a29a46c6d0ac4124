'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid, useFormPost } from '@/components/ui/use-form-post';
import { HONEYPOT_FIELD } from '@/lib/forms/rules';
import { BLOCK_FIELD, blockFieldValue } from '@/lib/forms/posted-block';
import {
  SIGNUP_MESSAGES,
  SIGNUP_PROCESSING,
  SIGNUP_SUBMIT,
  validateSignup,
  type SignupField,
} from '@/lib/forms/signup';
import { pushEvent } from '@/lib/tracking/data-layer';
import { subscribeToNewsletter } from '@/server/actions/forms';
import { subscribeFromForm } from '@/server/actions/forms-post';
import { ERROR_TONES, type Tone } from './field-look';
import { Honeypot } from './form-block';
import { SignupFields } from './signup-fields';
import { useFieldErrors, useFormAction, useSubmitOutcome } from './form-state';
import type { FormPreview } from './form-block';

interface EmailSignupProps {
  formId: string;
  optInLabel: string;
  successMessage?: string;
  errorMessage?: string;
  block?: { model: string; entryId: string; blockId: string };
  tone: Tone;
  heading: ReactNode;
  preview?: FormPreview;
}

/**
 * The e-mail sign-up (footer 'STAY IN TOUCH' and the FormEmailSignup block): e-mail, the
 * marketing opt-in, the legal consent; no native validation; the button reads Processing and is
 * disabled while sending; success replaces the form with the success message, failure keeps it
 * with the error message below. The block passes only its reference: the endpoint and key stay
 * on the server. Before scripts run, or without them, the form posts itself to
 * `subscribeFromForm` and the page comes back with the same outcome.
 */
export function EmailSignupForm(props: EmailSignupProps) {
  const { optInLabel, successMessage = SIGNUP_MESSAGES.success, tone, heading } = props;
  const id = useId();
  const { errors, outcome, action, post, ref, onSubmit } = useSignupSubmit(props);

  if (outcome.succeeded) {
    return (
      <div>
        {heading}
        <p role="status" className="mt-3">
          {successMessage}
        </p>
      </div>
    );
  }
  return (
    <form
      ref={ref}
      action={post}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={onSubmit}
      className="relative space-y-3"
    >
      <div id={`${id}-heading`}>{heading}</div>
      <SignupFields id={id} errors={errors} tone={tone} optInLabel={optInLabel} />
      <Honeypot />
      {props.block ? (
        <input type="hidden" name={BLOCK_FIELD} value={blockFieldValue(props.block)} />
      ) : null}
      <p className="text-xs opacity-80">{SIGNUP_MESSAGES.requiredNote}</p>
      <button
        type="submit"
        disabled={action.disabled}
        className="rounded bg-wine px-6 py-2 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60"
      >
        {action.pending ? SIGNUP_PROCESSING : SIGNUP_SUBMIT}
      </button>
      {outcome.failure ? (
        <p role="alert" className={`text-sm ${ERROR_TONES[tone]}`}>
          {outcome.failure}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The sign-up's errors, outcome and submit: checked here first (focus on the first problem), then
 * sent; the tracking event reports either answer, and success resets the form.
 */
function useSignupSubmit({
  formId,
  block,
  errorMessage = SIGNUP_MESSAGES.failure,
  preview,
}: EmailSignupProps) {
  const { posted, action: post, ref } = useFormPost(subscribeFromForm);
  const { errors, setErrors } = useFieldErrors<SignupField>(posted?.fieldErrors);
  const outcome = useSubmitOutcome(preview, errorMessage, posted);
  const action = useFormAction({ posts: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      email: String(data.get('email') ?? ''),
      optIn: data.get('email-opt-in') === 'on',
      legal: data.get('legal') === 'on',
    };
    const found = validateSignup(values);
    setErrors(found);
    outcome.setFailure(null);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form);
    const website = String(data.get(HONEYPOT_FIELD) ?? '');
    action.send(
      () => subscribeToNewsletter({ ...values, block, website }),
      { ok: false },
      '[newsletter] the sign-up request failed',
      (result) => {
        pushEvent('newsletter_submission', {
          form_id: formId,
          success: result.ok,
          email: values.email.trim(),
        });
        if (result.ok) {
          form.reset();
          markSignedUp();
          return outcome.succeed();
        }
        setErrors(result.fieldErrors ?? {});
        outcome.setFailure(result.message ?? errorMessage);
      },
    );
  };
  return { errors, outcome, action, post, ref, onSubmit };
}

/**
 * "This browser has signed up already": set by every newsletter sign-up that succeeded (the
 * footer's, the newsletter block's, a pop-up's first step) and read by the pop-ups, so a visitor
 * who gave their e-mail anywhere is not asked again. Local storage, since it outlives the
 * session; a browser without it simply may be asked again.
 */
const SIGNED_UP_KEY = 'wwc-signed-up';

export function markSignedUp() {
  try {
    localStorage.setItem(SIGNED_UP_KEY, new Date().toISOString().slice(0, 10));
  } catch {
    // Without local storage the pop-up may ask again: nothing worse.
  }
}

export function hasSignedUp(): boolean {
  try {
    return localStorage.getItem(SIGNED_UP_KEY) !== null;
  } catch {
    return false;
  }
}
