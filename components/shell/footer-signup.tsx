'use client';

import { useId, useState, useTransition } from 'react';
import { track } from '@/lib/tracking/data-layer';
import { subscribeToNewsletter } from '@/server/actions/newsletter';

type Status = 'initial' | 'fail' | 'success';

/** The footer's 'STAY IN TOUCH' e-mail sign-up with the legal opt-in (spec section 2). */
export function FooterSignup({ brandName }: { brandName: string }) {
  const id = useId();
  const [status, setStatus] = useState<Status>('initial');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  if (status === 'success') {
    return (
      <p role="status" className="text-sm">
        Thank you for subscribing!
      </p>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const email = String(data.get('email') ?? '');
        startTransition(async () => {
          const result = await subscribeToNewsletter({ email, optIn: data.get('optIn') === 'on' });
          track('newsletter_submission', { form_id: 'footer-signup', success: result.ok, email });
          if (result.ok) {
            form.reset();
            setStatus('success');
            return;
          }
          setErrors(result.fieldErrors ?? {});
          setMessage(result.message ?? null);
          setStatus('fail');
        });
      }}
      className="space-y-3"
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold tracking-wide text-gold uppercase">
        STAY IN TOUCH
      </h2>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address (required)
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Email address*"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className="min-w-0 flex-1 rounded border border-white/60 bg-transparent px-3 py-2 text-sm placeholder:text-white/80"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-wine px-4 py-2 text-sm font-semibold tracking-wide text-white uppercase disabled:opacity-60"
        >
          {pending ? 'Processing' : 'Sign up'}
        </button>
      </div>
      {errors.email ? (
        <p id={`${id}-email-error`} className="text-sm text-[#ffb4b4]">
          {errors.email}
        </p>
      ) : null}
      <div className="flex items-start gap-2 text-xs">
        <input
          id={`${id}-opt-in`}
          name="optIn"
          type="checkbox"
          className="mt-0.5"
          aria-invalid={errors.optIn ? true : undefined}
          aria-describedby={errors.optIn ? `${id}-opt-in-error` : undefined}
        />
        <label
          htmlFor={`${id}-opt-in`}
        >{`Yes, I would like to subscribe to updates from ${brandName}.*`}</label>
      </div>
      {errors.optIn ? (
        <p id={`${id}-opt-in-error`} className="text-sm text-[#ffb4b4]">
          {errors.optIn}
        </p>
      ) : null}
      <p className="text-xs text-white/80">* indicates required fields</p>
      {status === 'fail' && message ? (
        <p role="alert" className="text-sm text-[#ffb4b4]">
          {message}
        </p>
      ) : null}
    </form>
  );
}
