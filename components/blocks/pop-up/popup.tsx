'use client';

import { useEffect, useId, useState, useTransition } from 'react';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { useCurrentPath } from '@/components/shell/use-current-path';
import { FieldError } from '@/components/forms/field-error';
import { Honeypot } from '@/components/forms/honeypot';
import { bannerTargetsPath } from '@/lib/pencil-banner';
import { HONEYPOT_FIELD } from '@/lib/forms/generic-form';
import {
  POPUP_EMAIL_COOKIE,
  POPUP_MESSAGES,
  POPUP_SESSION_KEY,
  formTypeFields,
  isPopupAllowedOnPath,
  nextStep,
  opensFromState,
  parseStoredState,
  popupStorageKey,
  stepFromNumber,
  stepNumber,
  validatePopupStep,
  type PopupErrors,
  type PopupStep,
  type PopupValues,
  type StoredPopupState,
} from '@/lib/forms/popup';
import { birthDateRange } from '@/lib/forms/rules';
import { track } from '@/lib/tracking/data-layer';
import { submitPopup } from '@/server/actions/forms';
import type { PublicPopup } from './popup-data';
import { afterAgeGate, armLoadCondition } from './popup-triggers';

/** Picks the pop-up aimed at this page: targeted entries before untargeted ones. */
export function PopUps({ popups }: { popups: PublicPopup[] }) {
  const pathname = useCurrentPath();
  const ordered = [...popups].sort(
    (a, b) => Number(b.targeting.length > 0) - Number(a.targeting.length > 0),
  );
  const popup = ordered.find((candidate) => bannerTargetsPath(candidate.targeting, pathname));
  if (!popup || !isPopupAllowedOnPath(pathname, popup.options.excludedUrls)) return null;
  return <PopUp key={popup.id} popup={popup} />;
}

/** Local storage never breaks the page (blocks spec section 8: reported, returns false). */
function readState(id: string): StoredPopupState | undefined {
  try {
    return parseStoredState(localStorage.getItem(popupStorageKey(id)));
  } catch (error) {
    console.error('[popup] local storage unavailable', error);
    return undefined;
  }
}
function saveState(id: string, state: StoredPopupState): boolean {
  try {
    localStorage.setItem(popupStorageKey(id), JSON.stringify(state));
    return true;
  } catch (error) {
    console.error('[popup] local storage unavailable', error);
    return false;
  }
}
function seenThisSession(): string | null {
  try {
    return sessionStorage.getItem(POPUP_SESSION_KEY);
  } catch {
    return null;
  }
}
function markSeen(id: string) {
  try {
    sessionStorage.setItem(POPUP_SESSION_KEY, id);
  } catch {
    // Without session storage the pop-up simply may show again.
  }
}
function rememberEmail(email: string | null) {
  document.cookie = email
    ? `${POPUP_EMAIL_COOKIE}=${encodeURIComponent(email)}; path=/; max-age=86400; samesite=lax`
    : `${POPUP_EMAIL_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
function rememberedEmail(): string {
  const entry = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${POPUP_EMAIL_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(POPUP_EMAIL_COOKIE.length + 1)) : '';
}

type Phase = 'waiting' | 'open' | 'minimized' | 'done';

/** One pop-up: load condition, stored state, steps, minimized button (blocks spec section 4). */
function PopUp({ popup }: { popup: PublicPopup }) {
  const { id, options } = popup;
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [step, setStep] = useState<PopupStep>('form');

  useEffect(() => {
    const stored = readState(id);
    if (stored?.completed) return;
    if (stored?.hidePopup) {
      // A closed pop-up stays closed; its minimized button (if any) brings it back at its step.
      const timer = window.setTimeout(() => {
        setStep(stepFromNumber(options.formType, stored.step));
        setPhase(options.minimizedText ? 'minimized' : 'done');
      });
      return () => window.clearTimeout(timer);
    }
    if (!opensFromState(stored)) return;
    const seen = seenThisSession();
    if (options.enforceOnePopupPerSession && seen !== null && seen !== id) return;
    return afterAgeGate(() =>
      armLoadCondition(options.loadConditions, options, () => {
        setStep(stepFromNumber(options.formType, stored?.step ?? 1));
        setPhase('open');
      }),
    );
  }, [id, options]);

  useEffect(() => {
    if (phase !== 'open') return;
    markSeen(id);
    track('popup_form_viewed', {
      form_id: id,
      ...(options.formConfigs.abTestingVariantName
        ? { variant: options.formConfigs.abTestingVariantName }
        : {}),
    });
  }, [phase, id, options.formConfigs.abTestingVariantName]);

  const store = (state: Partial<StoredPopupState>, at: PopupStep = step) =>
    saveState(id, {
      hidePopup: false,
      completed: false,
      step: stepNumber(options.formType, at),
      ...state,
    });

  /** X, Escape or a press outside: hidden, state saved; the minimized button may reopen it. */
  const close = () => {
    if (step === 'success') return complete();
    store({ hidePopup: true });
    setPhase(options.minimizedText ? 'minimized' : 'done');
  };
  const complete = () => {
    store({ completed: true });
    setPhase('done');
  };

  if (phase === 'minimized' && options.minimizedText) {
    return (
      <div
        className="fixed bottom-4 left-4 z-40 flex items-center gap-1 rounded-full bg-wine text-white shadow-lg"
        data-testid="popup-minimized"
      >
        <button
          type="button"
          onClick={() => {
            store({ hidePopup: false });
            setPhase('open');
          }}
          className="rounded-full py-2 pl-4 text-sm font-semibold"
          aria-haspopup="dialog"
        >
          {options.minimizedText}
        </button>
        <button
          type="button"
          onClick={complete}
          aria-label={`Dismiss ${options.minimizedText}`}
          className="rounded-full px-3 py-2 text-lg leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    );
  }
  if (phase !== 'open') return null;

  return (
    <ModalDialog
      open
      onClose={close}
      labelledBy={titleId}
      testId="popup"
      className="fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded"
      style={{ maxWidth: options.maxWidth, minHeight: Math.min(options.minHeight, 9999) }}
    >
      <div
        className="relative flex h-full flex-col bg-cover bg-center p-8 pt-12"
        style={
          options.backgroundImage
            ? { backgroundImage: `url(${JSON.stringify(options.backgroundImage.imageSrc)})` }
            : undefined
        }
      >
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-2 right-2 rounded px-3 py-1 text-2xl leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
        {options.topImage ? <PopupImage image={options.topImage} /> : null}
        <h2 id={titleId} className="text-center font-serif text-3xl">
          {options.title}
        </h2>
        <PopupStepContent
          popup={popup}
          step={step}
          onStep={(next) => {
            setStep(next);
            store(next === 'success' ? { completed: true } : {}, next);
          }}
          onStartShopping={complete}
        />
        {options.bottomImage ? <PopupImage image={options.bottomImage} /> : null}
      </div>
    </ModalDialog>
  );
}

function PopupImage({ image }: { image: NonNullable<PublicPopup['options']['topImage']> }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- editor images at editor-set sizes
    <img
      src={image.imageSrc}
      alt={image.alt}
      width={image.desktopWidth ?? image.tabletWidth ?? image.mobileWidth}
      height={image.desktopHeight ?? image.tabletHeight ?? image.mobileHeight}
      className="mx-auto my-4 h-auto max-w-full"
    />
  );
}

function Html({ html, className = '' }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`space-y-2 [&_a]:text-wine [&_a]:underline ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function PopupStepContent({
  popup,
  step,
  onStep,
  onStartShopping,
}: {
  popup: PublicPopup;
  step: PopupStep;
  onStep: (step: PopupStep) => void;
  onStartShopping: () => void;
}) {
  const { options } = popup;
  if (step === 'success') {
    return (
      <div className="mt-4 flex flex-1 flex-col items-center gap-4 text-center" role="status">
        {options.successStepContent ? (
          <Html html={options.successStepContent} />
        ) : options.formConfigs.showSuccessMessage ? (
          <p>{options.formConfigs.successMessage}</p>
        ) : null}
        <button
          type="button"
          onClick={onStartShopping}
          className="rounded bg-wine px-8 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark"
        >
          {POPUP_MESSAGES.startShopping}
        </button>
      </div>
    );
  }
  return <PopupForm popup={popup} step={step} onStep={onStep} />;
}

function PopupForm({
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
  const update = (field: keyof PopupValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] !== undefined) recheck(field, next);
  };

  const report = (success: boolean) =>
    track('popup_form_submission', {
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
              dateOfBirth: values.dateOfBirth ?? '',
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
          const next = nextStep(options.formType, step);
          // The e-mail waits in a cookie for the SMS step and is forgotten on success.
          rememberEmail(next === 'sms' ? (values.email ?? '').trim() : null);
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
          id={`${formId}-email`}
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          value={values.email ?? ''}
          error={errors.email}
          onChange={update('email')}
          onBlur={() => recheck('email', values)}
        />
      ) : null}
      {showDob ? (
        <PopupInput
          id={`${formId}-dob`}
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          required
          value={values.dateOfBirth ?? ''}
          error={errors.dateOfBirth}
          onChange={update('dateOfBirth')}
          onBlur={() => recheck('dateOfBirth', values)}
          range={birthDateRange(new Date(), 21, 100)}
        />
      ) : null}
      {phoneRequirement !== 'none' ? (
        <PopupInput
          id={`${formId}-phone`}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required={phoneRequirement === 'required'}
          value={values.phone ?? ''}
          error={errors.phone}
          onChange={update('phone')}
          onBlur={() => recheck('phone', values)}
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
