/**
 * The value rules every form shares: e-mail patterns, the US phone
 * pattern and its normalisation, and date-of-birth ranges. Pure: the browser checks with these
 * while the visitor types, and the server action checks again with the same functions.
 */

/** The example address the e-mail messages show in place of `{email}`. */
export const EMAIL_EXAMPLE = 'name@example.com';

/** Sign-up forms: a simple `something@something.something` pattern. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Generic forms: letters, digits and ._%+- local part, a domain, a TLD of 2+ letters. */
const STRICT_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
/** Longest address a mail system accepts (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

export function isSimpleEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && SIMPLE_EMAIL.test(value);
}

export function isStrictEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && STRICT_EMAIL.test(value);
}

/** US style: optional +1, area code optionally in parentheses, separators space, dot or dash. */
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

export function isUsPhone(value: string): boolean {
  return US_PHONE.test(value.trim());
}

/**
 * Phone numbers are sent in E.164 form: 10 digits get +1 in front, 11 digits get a +.
 * Anything else is returned as its digits unchanged (the service decides).
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11) return `+${digits}`;
  return digits;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD form (what a date input submits). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** `today` moved back by whole years, as YYYY-MM-DD (29 February falls back to the 28th). */
export function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/**
 * The dates a birth date may take for an age between minAge and maxAge: born at most maxAge
 * years ago and at least minAge years ago (the date picker's min and max).
 */
export function birthDateRange(
  today: Date,
  minAge: number,
  maxAge: number,
): { min: string; max: string } {
  return { min: yearsBefore(today, maxAge), max: yearsBefore(today, minAge) };
}

export function isBirthDateInRange(
  value: string,
  today: Date,
  minAge: number,
  maxAge: number,
): boolean {
  const { min, max } = birthDateRange(today, minAge, maxAge);
  // ISO dates compare correctly as strings.
  return value >= min && value <= max;
}

/**
 * Form-level rules of the generic forms: the form types, the sweepstakes
 * name they require, the source of event sign-ups and virtual tastings, and the default texts.
 */
export const GENERIC_FORM_TYPES = [
  'contact',
  'sweepstakes',
  'event signup',
  'virtual tasting',
] as const;
type GenericFormType = (typeof GENERIC_FORM_TYPES)[number];

export const GENERIC_FORM_DEFAULT_SUCCESS =
  "Thanks for contacting us. We'll get back to you as soon as possible.";
/** The spec shows no generic form error text; this says what happened and what to do. */
export const GENERIC_FORM_FAILURE =
  'Sorry, your message could not be sent. Please try again later.';
export const SWEEPSTAKES_NAME_REQUIRED = 'sweepstakesName is required for sweepstakes forms';
/** Shown when the honeypot field was filled in: only bots see it. */
export const BOT_REFUSAL = 'Sorry, this submission looks automated and was not sent.';
/** The honeypot's field name: invisible to people, tempting to bots. */
export const HONEYPOT_FIELD = 'website';

/** Form types whose submissions carry the editor's `source`. */
export function formTypeTakesSource(type: GenericFormType): boolean {
  return type === 'event signup' || type === 'virtual tasting';
}
