'use client';

import { useId, useState, useTransition } from 'react';
import { FieldError } from '@/components/forms/field-error';
import { Honeypot } from '@/components/forms/honeypot';
import { HONEYPOT_FIELD } from '@/lib/forms/generic-form';
import {
  POPUP_MESSAGES,
  formTypeFields,
  nextStep,
  validatePopupStep,
  type PopupErrors,
  type PopupStep,
  type PopupValues,
} from '@/lib/forms/popup';
import { birthDateRange } from '@/lib/forms/rules';
import { pushEvent } from '@/lib/tracking/data-layer';
import { activeOnSitePayload } from '@/lib/tracking/payloads';
import { submitPopup } from '@/server/actions/forms';
import type { PublicPopup } from './popup-data';
import { rememberStepOne, rememberedDateOfBirth, rememberedEmail } from './popup-storage';

export function PopupForm({
  popup,
  step,
  onStep,
}: {
  popup: PublicPopup;
  step: 'form' | 'sms';
  onStep: (step: PopupStep) => void;
}) {
  const { id, options } = popup;
  const fields = formTypeFields(options.formType);
  const formId = useId();
  const [values, setValues] = useState<PopupValues>({});
  const [errors, setErrors] = useState<PopupErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const variant = options.formConfigs.abTestingVariantName;

  const showEmail = step === 'form' && fields.email;
  const showDob = step === 'form' && fields.dateOfBirth;
  const phoneRequirement = step === 'sms' ? 'required' : fields.phone;

  const recheck = (field: keyof PopupValues, next: PopupValues) => {
    const all = validatePopupStep(options.formType, step, next, new Date());
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current;
      return all[field] ? { ...rest, [field]: all[field] } : rest;
    });
  };
  /**
   * One input's value, error and handlers. Fields validate on touch (blocks spec 5): on leaving
   * the field, and while typing once it shows an error.
   */
  const bind = (field: keyof PopupValues) => ({
    id: `${formId}-${field}`,
    value: values[field] ?? '',
    error: errors[field],
    onChange: (value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (errors[field] !== undefined) recheck(field, next);
    },
    onBlur: () => recheck(field, values),
  });

  const report = (success: boolean) =>
    pushEvent('popup_form_submission', {
      form_id: id,
      success,
      ...(variant ? { variant } : {}),
    });

  return (
    <form
      noValidate
      aria-describedby={`${formId}-note`}
      className="mt-4 flex flex-1 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const found = validatePopupStep(options.formType, step, values, new Date());
        setErrors(found);
        if (Object.keys(found).length > 0) {
          setBanner(POPUP_MESSAGES.correctFields);
          requestAnimationFrame(() =>
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
          return;
        }
        setBanner(null);
        const website = String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
        startTransition(async () => {
          let result: Awaited<ReturnType<typeof submitPopup>>;
          try {
            result = await submitPopup({
              block: popup.reference,
              step,
              email: step === 'sms' ? rememberedEmail() : (values.email ?? ''),
              dateOfBirth: step === 'sms' ? rememberedDateOfBirth() : (values.dateOfBirth ?? ''),
              phone: values.phone ?? '',
              website,
            });
          } catch (error) {
            console.error('[popup] the request failed', error);
            result = { ok: false, message: POPUP_MESSAGES.failure };
          }
          report(result.ok);
          if (!result.ok) {
            setErrors(result.fieldErrors ?? {});
            setBanner(options.formConfigs.showErrorMessage ? result.message : null);
            return;
          }
          // Identifies the visitor to the e-mail tracker by the address just given (blocks spec 7).
          const email = step === 'sms' ? rememberedEmail() : values.email?.trim();
          if (email)
            pushEvent(
              'kl_active_on_site',
              activeOnSitePayload(window.location.href, navigator.userAgent, email),
              { email },
            );
          const next = nextStep(options.formType, step);
          // Step 1 waits for the SMS step (popup-storage.ts) and is forgotten on success.
          rememberStepOne(
            next === 'sms'
              ? { email: (values.email ?? '').trim(), dateOfBirth: values.dateOfBirth ?? '' }
              : null,
          );
          onStep(next);
        });
      }}
    >
      <Html html={step === 'sms' ? options.smsStepContent : options.formStepContent} />
      {banner ? (
        <p role="alert" className="rounded bg-[#fde8ea] p-3 text-center text-[#b00020]">
          {banner}
        </p>
      ) : null}
      <p id={`${formId}-note`} className="text-sm">
        {POPUP_MESSAGES.requiredNote}
      </p>
      {showEmail ? (
        <PopupInput
          {...bind('email')}
          label="Email Address"
          type="email"
          autoComplete="email"
          required
        />
      ) : null}
      {showDob ? (
        <PopupInput
          {...bind('dateOfBirth')}
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          required
          range={birthDateRange(new Date(), 21, 100)}
        />
      ) : null}
      {phoneRequirement !== 'none' ? (
        <PopupInput
          {...bind('phone')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required={phoneRequirement === 'required'}
        />
      ) : null}
      <Honeypot />
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-wine px-8 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60"
      >
        {pending ? 'Processing' : options.formConfigs.submitButtonText}
      </button>
      {step === 'sms' && options.mobileSMSLink ? (
        <a href={options.mobileSMSLink} className="text-center text-sm underline lg:hidden">
          Or text us to sign up
        </a>
      ) : null}
      {step === 'sms' ? (
        <button type="button" onClick={() => onStep('success')} className="text-sm underline">
          No thanks, skip this step
        </button>
      ) : null}
      <Html
        html={step === 'sms' ? options.smsFootnote : options.formStepFootnote}
        className="text-xs"
      />
    </form>
  );
}

function PopupInput({
  id,
  label,
  type,
  autoComplete,
  required,
  value,
  error,
  onChange,
  onBlur,
  range,
}: {
  id: string;
  label: string;
  type: 'email' | 'date' | 'tel';
  autoComplete: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  range?: { min: string; max: string };
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? '*' : null}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        min={range?.min}
        max={range?.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="mt-1 w-full rounded border border-ink/40 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-[#b00020]"
      />
      <FieldError id={`${id}-error`} message={error} tone="light" />
    </div>
  );
}

export function Html({ html, className = '' }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`space-y-2 [&_a]:text-wine [&_a]:underline ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
