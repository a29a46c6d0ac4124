/**
 * The embedded checkout form's input rules (local mode only: production checkout is the commerce
 * widget). Pure valibot schema, so the server action checks exactly what the form promises.
 */
import * as v from 'valibot';
import { isValidEmail } from './gift-card';

const required = (label: string, max = 100) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} is too long`),
  );

export const CheckoutFormSchema = v.object({
  email: v.pipe(required('Email address', 320), v.check(isValidEmail, 'Invalid email address')),
  firstName: required('First name'),
  lastName: required('Last name'),
  address: required('Address', 200),
  address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  city: required('City'),
  stateCode: v.pipe(
    required('State', 20),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, 'State must be a two-letter code'),
  ),
  zipCode: v.pipe(required('ZIP code', 10), v.regex(/^\d{5}(-\d{4})?$/, 'Invalid ZIP code')),
  cardNumber: v.pipe(
    required('Card number', 30),
    v.transform((value) => value.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/, 'Invalid card number'),
  ),
  expiry: v.pipe(
    required('Expiry', 10),
    v.regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, 'Expiry must be MM/YY'),
  ),
  cvv: v.pipe(required('Security code', 10), v.regex(/^\d{3,4}$/, 'Invalid security code')),
});

export type CheckoutFormInput = v.InferInput<typeof CheckoutFormSchema>;
export type CheckoutFormValues = v.InferOutput<typeof CheckoutFormSchema>;
export type CheckoutFormErrors = Partial<Record<keyof CheckoutFormInput, string>>;

/** Field errors, one message per field (the first problem found). */
export function checkoutFormErrors(input: unknown): CheckoutFormErrors {
  const result = v.safeParse(CheckoutFormSchema, input);
  if (result.success) return {};
  const errors: CheckoutFormErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof CheckoutFormInput | null;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
