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
