/** Options of the FormEmailSignup block (the email signup). */
import * as v from 'valibot';
import { optionalText } from '@/lib/settings/optional-text';
import { SIGNUP_MESSAGES } from '@/lib/forms/signup';

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
