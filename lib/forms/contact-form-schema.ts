/**
 * Options of the form blocks: the ContactForm block (a generic form): form-level settings,
 * fieldsets of fields from the form field library, and the hidden endpoint and key, which only the
 * server reads; and the FormEmailSignup block.
 */
import * as v from 'valibot';
import { optionalText } from '@/lib/settings/text-settings';
import { FieldsetSchema } from '@/lib/forms/field-schema';
import { SIGNUP_MESSAGES } from '@/lib/forms/signup';
import {
  GENERIC_FORM_DEFAULT_SUCCESS,
  GENERIC_FORM_TYPES,
  SWEEPSTAKES_NAME_REQUIRED,
} from '@/lib/forms/rules';

export const FORM_PREVIEW_STATES = ['off', 'error', 'success'] as const;

export const ContactFormSchema = v.pipe(
  v.looseObject({
    formType: v.optional(v.picklist(GENERIC_FORM_TYPES), 'contact'),
    /** Used as the form's id (form_id) and in tracking; defaults to the block id. */
    formId: optionalText,
    title: optionalText,
    description: optionalText,
    sweepstakesName: optionalText,
    source: optionalText,
    successMessage: v.optional(v.string(), GENERIC_FORM_DEFAULT_SUCCESS),
    showErrorMessage: v.optional(v.boolean(), true),
    showSuccessMessage: v.optional(v.boolean(), true),
    submitButtonText: v.optional(v.string(), 'Submit'),
    fieldsets: v.pipe(
      v.array(FieldsetSchema),
      v.minLength(1, 'A form needs at least one fieldset'),
    ),
    /** Editor preview toggle: show the error or success state; must be off when publishing. */
    previewState: v.optional(v.picklist(FORM_PREVIEW_STATES), 'off'),
    /** Server only: where submissions go (defaults to the contact endpoint setting). */
    contactFormEndpoint: optionalText,
    apiKey: optionalText,
  }),
  v.check(
    (options) => options.formType !== 'sweepstakes' || options.sweepstakesName !== undefined,
    SWEEPSTAKES_NAME_REQUIRED,
  ),
);
export type ContactFormOptions = v.InferOutput<typeof ContactFormSchema>;

/** Options of the FormEmailSignup block (the email signup). */

export const FormEmailSignupSchema = v.looseObject({
  title: optionalText,
  description: optionalText,
  /** The label of the marketing opt-in checkbox. */
  legalText: v.optional(v.string(), 'Yes, I would like to receive updates by e-mail.*'),
  successMessage: v.optional(v.string(), SIGNUP_MESSAGES.success),
  errorMessage: v.optional(v.string(), SIGNUP_MESSAGES.failure),
  previewState: v.optional(v.picklist(['off', 'error', 'success']), 'off'),
  /** Server only: the newsletter endpoint and key (default: the newsletter settings). */
  nlFormEndpoint: optionalText,
  nlApiKey: optionalText,
});
export type FormEmailSignupOptions = v.InferOutput<typeof FormEmailSignupSchema>;
