/**
 * The pop-up engine's rules: load conditions, form
 * types and their steps, the stored state under `wwc-popup` keys, excluded URLs, validation and
 * the body sent to the e-mail and SMS services. Pure, so every rule is unit-tested.
 */
import { MINIMUM_AGE } from '../constants';
import { DEFAULT_MAX_AGE, FIELD_MESSAGES } from './presets';
import { isBirthDateInRange, isIsoDate, isStrictEmail, isUsPhone, normalizePhone } from './rules';

export const LOAD_CONDITIONS = ['Default', 'Scroll', 'Delay', 'Exit Intent'] as const;
export type LoadCondition = (typeof LOAD_CONDITIONS)[number];

export const POPUP_FORM_TYPES = [
  'No Input',
  'Email Only',
  'Email and DOB',
  'SMS Only',
  'Email+SMS',
  'Email and DOB + SMS',
  'Multi Step-Email+SMS',
  'Multi Step-Email/DOB+SMS',
] as const;
export type PopupFormType = (typeof POPUP_FORM_TYPES)[number];

export const POPUP = {
  defaultScrollThreshold: 50,
  minThreshold: 1,
  maxThreshold: 100,
  exitIntentTopPx: 50,
  /** Upward scroll faster than this (px per ms) on mobile counts as exit intent. */
  fastUpwardScrollPxPerMs: 7,
  defaultMaxWidth: 600,
  minMaxWidth: 250,
  maxMaxWidth: 800,
  defaultMinHeight: 550,
  minAge: MINIMUM_AGE,
  maxAge: DEFAULT_MAX_AGE,
  storagePrefix: 'wwc-popup',
  zIndex: 10_000,
} as const;

export const POPUP_MESSAGES = {
  correctFields: 'Please correct the fields in red',
  requiredNote: '* Denotes a required field',
  phoneTaken: 'Sorry this phone number is already associated with an account.',
  failure: 'Something went wrong, please try again in a few minutes.',
  success: "Thanks for contacting us. We'll get back to you as soon as possible.",
  startShopping: 'Start Shopping',
} as const;

export const DEFAULT_EXCLUDED_URLS = ['/privacy-policy', '/terms-of-use'] as const;

interface FormTypeFields {
  email: boolean;
  dateOfBirth: boolean;
  /** On the form step: none, required (SMS only) or optional (combined types). */
  phone: 'none' | 'required' | 'optional';
  /** Multi-step types ask for the phone on a step of its own. */
  multiStep: boolean;
}

export function formTypeFields(type: PopupFormType): FormTypeFields {
  switch (type) {
    case 'No Input':
      return { email: false, dateOfBirth: false, phone: 'none', multiStep: false };
    case 'Email Only':
      return { email: true, dateOfBirth: false, phone: 'none', multiStep: false };
    case 'Email and DOB':
      return { email: true, dateOfBirth: true, phone: 'none', multiStep: false };
    case 'SMS Only':
      return { email: false, dateOfBirth: false, phone: 'required', multiStep: false };
    case 'Email+SMS':
      return { email: true, dateOfBirth: false, phone: 'optional', multiStep: false };
    case 'Email and DOB + SMS':
      return { email: true, dateOfBirth: true, phone: 'optional', multiStep: false };
    case 'Multi Step-Email+SMS':
      return { email: true, dateOfBirth: false, phone: 'none', multiStep: true };
    case 'Multi Step-Email/DOB+SMS':
      return { email: true, dateOfBirth: true, phone: 'none', multiStep: true };
  }
}

export type PopupStep = 'form' | 'sms' | 'success';

/** Steps in order: form -> SMS -> success for multi-step types, form -> success otherwise. */
export function popupSteps(type: PopupFormType): PopupStep[] {
  return formTypeFields(type).multiStep ? ['form', 'sms', 'success'] : ['form', 'success'];
}

/** The step after `step` (success stays success). */
export function nextStep(type: PopupFormType, step: PopupStep): PopupStep {
  const steps = popupSteps(type);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'success';
}

/** Steps are stored as numbers from 1, as the spec's local state `step`. */
export function stepNumber(type: PopupFormType, step: PopupStep): number {
  return popupSteps(type).indexOf(step) + 1;
}
export function stepFromNumber(type: PopupFormType, number: number): PopupStep {
  return popupSteps(type)[number - 1] ?? 'form';
}

export interface StoredPopupState {
  hidePopup: boolean;
  completed: boolean;
  step: number;
}

export const popupStorageKey = (id: string) => `${POPUP.storagePrefix}-${id}`;
/** The session key naming the pop-up already seen this session (one per session). */
export const POPUP_SESSION_KEY = `${POPUP.storagePrefix}-session`;
/**
 * The local-storage key keeping step 1's date of birth, so that the SMS step sends it
 * also when the visitor reopens that step after a reload; it goes on success with the
 * e-mail. Local storage, not a cookie: a date of birth has no business travelling with every
 * request to the server.
 */
export const POPUP_DOB_KEY = `${POPUP.storagePrefix}-dob`;

export function parseStoredState(raw: string | null): StoredPopupState | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    return {
      hidePopup: record.hidePopup === true,
      completed: record.completed === true,
      step: typeof record.step === 'number' && record.step >= 1 ? Math.floor(record.step) : 1,
    };
  } catch {
    return undefined;
  }
}

/** A hidden or completed pop-up stays closed; otherwise it reopens at its saved step. */
export function opensFromState(state: StoredPopupState | undefined): boolean {
  return !state || (!state.hidePopup && !state.completed);
}

/** Hidden on a URL containing one of the excluded fragments. */
function isExcludedUrl(pathname: string, excluded: readonly string[]): boolean {
  return excluded.some((fragment) => fragment.trim() !== '' && pathname.includes(fragment.trim()));
}

/**
 * Where a visitor is busy with their money or their account: the cart, the checkout, receipts and
 * the whole account area (`/profile...`, order and club receipts included). No pop-up there.
 */
const BUSY_PATHS = ['/checkout', '/cart', '/profile'] as const;

const isBusyPath = (pathname: string) =>
  BUSY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Never over the cart, checkout, a receipt or the account, nor on an excluded address. */
export function isPopupAllowedOnPath(pathname: string, excluded: readonly string[]): boolean {
  return !isBusyPath(pathname) && !isExcludedUrl(pathname, excluded);
}

/** How far down the page is scrolled, 0-100. */
export function scrollPercent(
  scrollY: number,
  scrollHeight: number,
  viewportHeight: number,
): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

export function clampThreshold(threshold: number | undefined): number {
  if (threshold === undefined || !Number.isFinite(threshold)) return POPUP.defaultScrollThreshold;
  return Math.min(POPUP.maxThreshold, Math.max(POPUP.minThreshold, threshold));
}

/** Desktop exit intent: the mouse within 50 px of the top of the window. */
export function isExitIntentMouse(clientY: number): boolean {
  return clientY <= POPUP.exitIntentTopPx;
}

/** Mobile exit intent: an upward scroll faster than 7 px/ms. */
export function isFastUpwardScroll(
  previousY: number,
  currentY: number,
  elapsedMs: number,
): boolean {
  if (elapsedMs <= 0) return false;
  return (previousY - currentY) / elapsedMs > POPUP.fastUpwardScrollPxPerMs;
}

export interface PopupValues {
  email?: string;
  dateOfBirth?: string;
  phone?: string;
}
export type PopupErrors = Partial<Record<keyof PopupValues, string>>;

function validateEmail(email: string | undefined): string | undefined {
  const value = (email ?? '').trim();
  if (value === '') return FIELD_MESSAGES.emailRequired;
  return isStrictEmail(value) ? undefined : FIELD_MESSAGES.emailInvalid;
}
function validateDateOfBirth(value: string | undefined, today: Date): string | undefined {
  const date = (value ?? '').trim();
  if (date === '') return FIELD_MESSAGES.dateRequired;
  if (!isIsoDate(date)) return FIELD_MESSAGES.dateFormat;
  return isBirthDateInRange(date, today, POPUP.minAge, POPUP.maxAge)
    ? undefined
    : FIELD_MESSAGES.dateRange;
}
function validatePhone(value: string | undefined, required: boolean): string | undefined {
  const phone = (value ?? '').trim();
  if (phone === '') return required ? FIELD_MESSAGES.phoneInvalid : undefined;
  return isUsPhone(phone) ? undefined : FIELD_MESSAGES.phoneInvalid;
}

/** The problems of a step's values for a form type. */
export function validatePopupStep(
  type: PopupFormType,
  step: PopupStep,
  values: PopupValues,
  today: Date,
): PopupErrors {
  const fields = formTypeFields(type);
  const errors: PopupErrors = {};
  if (step === 'sms') {
    const phone = validatePhone(values.phone, true);
    if (phone) errors.phone = phone;
    return errors;
  }
  if (step !== 'form') return errors;
  if (fields.email) {
    const email = validateEmail(values.email);
    if (email) errors.email = email;
  }
  if (fields.dateOfBirth) {
    const date = validateDateOfBirth(values.dateOfBirth, today);
    if (date) errors.dateOfBirth = date;
  }
  if (fields.phone !== 'none') {
    const phone = validatePhone(values.phone, fields.phone === 'required');
    if (phone) errors.phone = phone;
  }
  return errors;
}

/** The JSON both services receive; phone normalised, consent true. */
export function popupBody(input: {
  email?: string;
  dateOfBirth?: string;
  phone?: string;
  source: string;
  variant?: string;
}): Record<string, unknown> {
  return {
    ...(input.email ? { email: input.email.trim() } : {}),
    ...(input.dateOfBirth ? { age_gated_date_of_birth: input.dateOfBirth } : {}),
    ...(input.phone ? { phone_number: normalizePhone(input.phone) } : {}),
    source: input.source,
    consent: true,
    ...(input.variant ? { extra_fields: { $ab_testing_variant_name: input.variant } } : {}),
  };
}
