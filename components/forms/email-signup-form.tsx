'use client';

import Link from 'next/link';
import { useId, useState, useTransition, type ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/generic-form';
import {
  SIGNUP_MESSAGES,
  SIGNUP_PROCESSING,
  SIGNUP_SUBMIT,
  validateSignup,
  type SignupErrors,
} from '@/lib/forms/signup';
import { useHydrated } from '@/components/cart/use-hydrated';
import { pushEvent } from '@/lib/tracking/data-layer';
import { subscribeToNewsletter } from '@/server/actions/forms';
import { FieldError, type Tone } from './field-error';
import { Honeypot } from './honeypot';

type Status = 'initial' | 'fail' | 'success';

/**
 * The e-mail sign-up (footer 'STAY IN TOUCH' and the FormEmailSignup block; blocks spec sections
 * 4, 5 and 7): e-mail, the marketing opt-in, the legal consent; no native validation; the button
 * reads Processing and is disabled while sending; success replaces the form with the success
 * message, failure keeps it with the error message below. The block passes only its reference:
 * the endpoint and key stay on the server.
 */
export function EmailSignupForm({
  formId,
  optInLabel,
  successMessage = SIGNUP_MESSAGES.success,
  errorMessage = SIGNUP_MESSAGES.failure,
  block,
  tone,
  heading,
  preview,
}: {
  formId: string;
  optInLabel: string;
  successMessage?: string;
  errorMessage?: string;
  block?: { model: string; entryId: string; blockId: string };
  tone: Tone;
  heading: ReactNode;
  /** Editor preview of a state (never set on published pages). */
  preview?: 'error' | 'success';
}) {
  const id = useId();
  const [status, setStatus] = useState<Status>(
    preview === 'success' ? 'success' : preview === 'error' ? 'fail' : 'initial',
  );
  const [errors, setErrors] = useState<SignupErrors>({});
  const [failure, setFailure] = useState<string | null>(preview === 'error' ? errorMessage : null);
  const [pending, startTransition] = useTransition();
  // Sending needs this form's code: until it runs, Submit is disabled, so an early press never
  // makes the browser send the fields itself (in the address, to this page).
  const hydrated = useHydrated();

  if (status === 'success') {
    return (
      <div>
        {heading}
        <p role="status" className="mt-3">
          {successMessage}
        </p>
      </div>
    );
  }

  const describedBy = (field: keyof SignupErrors) =>
    errors[field] ? `${id}-${field}-error` : undefined;
  const checkbox = tone === 'dark' ? 'accent-gold' : 'accent-wine';
  const input =
    tone === 'dark'
      ? 'border-white/60 bg-transparent text-white'
      : 'border-ink/40 bg-white text-ink';

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
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
        setFailure(null);
        if (Object.keys(found).length > 0) {
          // Take the visitor to the first problem, once it is marked.
          requestAnimationFrame(() =>
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
          return;
        }
        startTransition(async () => {
          let result: Awaited<ReturnType<typeof subscribeToNewsletter>>;
          try {
            result = await subscribeToNewsletter({
              ...values,
              block,
              website: String(data.get(HONEYPOT_FIELD) ?? ''),
            });
          } catch (error) {
            console.error('[newsletter] the sign-up request failed', error);
            result = { ok: false };
          }
          pushEvent('newsletter_submission', {
            form_id: formId,
            success: result.ok,
            email: values.email.trim(),
          });
          if (result.ok) {
            form.reset();
            setStatus('success');
            return;
          }
          setErrors(result.fieldErrors ?? {});
          setFailure(result.message ?? errorMessage);
          setStatus('fail');
        });
      }}
      className="relative space-y-3"
    >
      <div id={`${id}-heading`}>{heading}</div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
          Email Address*
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={`mt-1 w-full rounded border px-3 py-2 text-sm ${input}`}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} tone={tone} />
      </div>
      <div>
        <div className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-opt-in`}
            name="email-opt-in"
            type="checkbox"
            className={`mt-1 h-4 w-4 shrink-0 ${checkbox}`}
            aria-invalid={errors.optIn ? true : undefined}
            aria-describedby={describedBy('optIn')}
          />
          <label htmlFor={`${id}-opt-in`}>{optInLabel}</label>
        </div>
        <FieldError id={`${id}-optIn-error`} message={errors.optIn} tone={tone} />
      </div>
      <div>
        <div className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-legal`}
            name="legal"
            type="checkbox"
            className={`mt-1 h-4 w-4 shrink-0 ${checkbox}`}
            aria-invalid={errors.legal ? true : undefined}
            aria-describedby={describedBy('legal')}
          />
          <label htmlFor={`${id}-legal`}>
            I agree to the{' '}
            <Link href="/privacy-policy" className="underline">
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link href="/terms-of-use" className="underline">
              Terms of Use
            </Link>
            .*
          </label>
        </div>
        <FieldError id={`${id}-legal-error`} message={errors.legal} tone={tone} />
      </div>
      <Honeypot />
      <p className="text-xs opacity-80">{SIGNUP_MESSAGES.requiredNote}</p>
      <button
        type="submit"
        disabled={pending || !hydrated}
        className="rounded bg-wine px-6 py-2 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60"
      >
        {pending ? SIGNUP_PROCESSING : SIGNUP_SUBMIT}
      </button>
      {status === 'fail' && failure ? (
        <p
          role="alert"
          className={`text-sm ${tone === 'dark' ? 'text-[#ffb4b4]' : 'text-[#b00020]'}`}
        >
          {failure}
        </p>
      ) : null}
    </form>
  );
}
