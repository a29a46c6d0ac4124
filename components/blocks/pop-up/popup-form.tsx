'use client';

import { markSignedUp } from '@/components/forms/email-signup-form';
import { useId, useState, type FormEvent } from 'react';
import { Honeypot } from '@/components/forms/form-block';
import { useFieldErrors, useFormAction } from '@/components/forms/form-state';
import { focusFirstInvalid } from '@/components/ui/use-form-post';
import { Button } from '@/components/ui/button';
import { HONEYPOT_FIELD } from '@/lib/forms/rules';
import {
  POPUP_MESSAGES,
  formTypeFields,
  nextStep,
  validatePopupStep,
  type PopupFormType,
  type PopupStep,
  type PopupValues,
} from '@/lib/forms/popup';
import { pushEvent } from '@/lib/tracking/data-layer';
import { activeOnSitePayload } from '@/lib/tracking/payloads';
import { submitPopup } from '@/server/actions/forms';
import type { PublicPopup } from './popup-data';
import { reportPopupSubmission } from './use-popup-state';
import { PopupInput, type PopupInputName } from './popup-fields';
import { Html } from './popup-steps';
import { rememberStepOne, rememberedDateOfBirth, rememberedEmail } from './popup-storage';

type FormStep = 'form' | 'sms';

/** The pop-up's form step or SMS step. */
export function PopupForm({
  popup,
  step,
  onStep,
}: {
  popup: PublicPopup;
  step: FormStep;
  onStep: (step: PopupStep) => void;
}) {
  const { options } = popup;
  const formId = useId();
  const { bind, banner, action, onSubmit } = usePopupSubmit(popup, step, onStep);
  return (
    <form
      noValidate
      aria-describedby={`${formId}-note`}
      className="mt-4 flex flex-1 flex-col gap-4"
      onSubmit={onSubmit}
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
      {shownInputs(options.formType, step).map(({ name, required }) => (
        <PopupInput
          key={name}
          id={`${formId}-${name}`}
          name={name}
          required={required}
          {...bind(name)}
        />
      ))}
      <Honeypot />
      <Button type="submit" variant="primary" disabled={action.disabled}>
        {action.pending ? 'Processing' : options.formConfigs.submitButtonText}
      </Button>
      {step === 'sms' ? (
        <SmsStepWays smsLink={options.mobileSMSLink} onSkip={() => onStep('success')} />
      ) : null}
      <Html
        html={step === 'sms' ? options.smsFootnote : options.formStepFootnote}
        className="text-xs"
      />
    </form>
  );
}

/**
 * A step's values, errors and submit: checked here first (the banner says so and focus goes to
 * the first problem), then sent with the honeypot; an accepted step moves the pop-up on.
 */
function usePopupSubmit(popup: PublicPopup, step: FormStep, onStep: (step: PopupStep) => void) {
  const { options } = popup;
  const [values, setValues] = useState<PopupValues>({});
  const { errors, setErrors, setFieldError } = useFieldErrors<PopupInputName>();
  const [banner, setBanner] = useState<string | null>(null);
  const action = useFormAction();

  const recheck = (name: PopupInputName, next: PopupValues) =>
    setFieldError(name, validatePopupStep(options.formType, step, next, new Date())[name]);
  /**
   * One input's value, error and handlers. Fields validate on touch (blocks spec 5): on leaving
   * the field, and while typing once it shows an error.
   */
  const bind = (name: PopupInputName) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name] !== undefined) recheck(name, next);
    },
    onBlur: () => recheck(name, values),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validatePopupStep(options.formType, step, values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner(POPUP_MESSAGES.correctFields);
      return focusFirstInvalid(form);
    }
    setBanner(null);
    const website = String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
    action.send(
      () => submitPopup({ block: popup.reference, step, ...sentValues(step, values), website }),
      { ok: false, message: POPUP_MESSAGES.failure },
      '[popup] the request failed',
      (result) => {
        reportPopupSubmission(popup, result.ok);
        if (result.ok) {
          if (step === 'form') markSignedUp();
          return onStep(stepAccepted(options.formType, step, values));
        }
        setErrors(result.fieldErrors ?? {});
        setBanner(options.formConfigs.showErrorMessage ? result.message : null);
      },
    );
  };
  return { bind, banner, action, onSubmit };
}

/** The SMS step's other ways on: texting from a phone, or skipping it. */
function SmsStepWays({ smsLink, onSkip }: { smsLink: string | undefined; onSkip: () => void }) {
  return (
    <>
      {smsLink ? (
        <a href={smsLink} className="text-center text-sm underline lg:hidden">
          Or text us to sign up
        </a>
      ) : null}
      <button type="button" onClick={onSkip} className="text-sm underline">
        No thanks, skip this step
      </button>
    </>
  );
}

/** The inputs a step shows and which of them are required. */
function shownInputs(
  type: PopupFormType,
  step: FormStep,
): { name: PopupInputName; required: boolean }[] {
  const fields = formTypeFields(type);
  const onForm = step === 'form';
  const phone = onForm ? fields.phone : 'required';
  return [
    ...(onForm && fields.email ? [{ name: 'email' as const, required: true }] : []),
    ...(onForm && fields.dateOfBirth ? [{ name: 'dateOfBirth' as const, required: true }] : []),
    ...(phone !== 'none' ? [{ name: 'phone' as const, required: phone === 'required' }] : []),
  ];
}

/** What a step sends: the SMS step sends the phone with step 1's e-mail and date of birth. */
function sentValues(step: FormStep, values: PopupValues) {
  const sms = step === 'sms';
  return {
    email: sms ? rememberedEmail() : (values.email ?? ''),
    dateOfBirth: sms ? rememberedDateOfBirth() : (values.dateOfBirth ?? ''),
    phone: values.phone ?? '',
  };
}

/**
 * A step was accepted: the e-mail tracker learns the visitor by the address just given (blocks
 * spec 7), step 1 waits for the SMS step (popup-storage.ts) and is forgotten on success. Answers
 * the step to show next.
 */
function stepAccepted(type: PopupFormType, step: FormStep, values: PopupValues): PopupStep {
  const email = step === 'sms' ? rememberedEmail() : values.email?.trim();
  if (email)
    pushEvent(
      'kl_active_on_site',
      activeOnSitePayload(window.location.href, navigator.userAgent, email),
      { email },
    );
  const next = nextStep(type, step);
  rememberStepOne(
    next === 'sms'
      ? { email: (values.email ?? '').trim(), dateOfBirth: values.dateOfBirth ?? '' }
      : null,
  );
  return next;
}
