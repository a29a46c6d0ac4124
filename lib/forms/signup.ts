/**
 * The e-mail sign-up form (footer 'STAY IN TOUCH' and the FormEmailSignup block): its messages,
 * its validation and the body it sends.
 */
import { EMAIL_EXAMPLE, isSimpleEmail } from './rules';

export const SIGNUP_MESSAGES = {
  emailRequired: 'Email Address is required.',
  emailInvalid: `Please enter a valid email address (i.e., ${EMAIL_EXAMPLE})`,
  legalRequired: 'Privacy policy and Terms of Use consent is required.',
  optInRequired: 'Marketing consent is required.',
  requiredNote: '* indicates required fields',
  success: 'Thank you for subscribing!',
  failure: 'Oops, something went wrong! Please try again later.',
} as const;

export const SIGNUP_SUBMIT = 'Submit';
export const SIGNUP_PROCESSING = 'Processing';

interface SignupValues {
  email: string;
  /** The marketing opt-in checkbox ('email-opt-in'). */
  optIn: boolean;
  /** The privacy policy and terms of use checkbox ('legal'). */
  legal: boolean;
}
export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

function validateSignupEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return SIGNUP_MESSAGES.emailRequired;
  if (!isSimpleEmail(trimmed)) return SIGNUP_MESSAGES.emailInvalid;
  return undefined;
}

/** Every problem of the form at once, in the order the fields appear. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const email = validateSignupEmail(values.email);
  if (email) errors.email = email;
  if (!values.optIn) errors.optIn = SIGNUP_MESSAGES.optInRequired;
  if (!values.legal) errors.legal = SIGNUP_MESSAGES.legalRequired;
  return errors;
}

/** The JSON the newsletter endpoint receives: the form values plus consent true. */
export function signupBody(values: SignupValues): Record<string, unknown> {
  return {
    email: values.email.trim(),
    'email-opt-in': values.optIn,
    legal: values.legal,
    consent: true,
  };
}
