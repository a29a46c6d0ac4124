/**
 * What the account's self-service forms may send, as valibot schemas shared by
 * the server actions (first check, field messages) and the embedded commerce service (the rule
 * itself: a request that skips the site is refused the same way). Messages are the forms' words.
 */
import * as v from 'valibot';
import { MINIMUM_AGE, SUBSCRIPTION_FREQUENCY_MONTHS } from '../constants';
import { passwordProblem } from './account';
import { meetsMinimumAge } from '../checkout/birth-date';
import { WineAddressSchema } from '../checkout/address';
import { requiredText } from '../checkout/field-rules';
import { isIsoDate, isUsPhone } from '../forms/rules';

/** Empty text reads as "not given". */
const optionalText = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => value?.trim() ?? ''),
);

export const BIRTH_DATE_MESSAGE = `You must be at least ${MINIMUM_AGE} years old`;

export const DetailsInput = v.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  phone: v.pipe(
    optionalText,
    v.check((value) => value === '' || isUsPhone(value), 'Please enter a valid phone number'),
    v.transform((value) => value || null),
  ),
  birthDate: v.pipe(
    optionalText,
    v.check((value) => value === '' || isIsoDate(value), 'Please enter a valid date'),
    v.check((value) => value === '' || meetsMinimumAge(value), BIRTH_DATE_MESSAGE),
    v.check((value) => value === '' || value >= '1900-01-01', 'Please enter a valid date'),
    v.transform((value) => value || null),
  ),
});

export const PasswordChangeInput = v.object({
  currentPassword: v.pipe(
    v.string('Current password is required'),
    v.nonEmpty('Current password is required'),
    v.maxLength(200, 'Password is too long'),
  ),
  newPassword: v.pipe(
    v.string('New password is required'),
    v.maxLength(200, 'Password is too long'),
    v.check(
      (value) => passwordProblem(value) === undefined,
      (issue) => passwordProblem(String(issue.input)) ?? '',
    ),
  ),
});

/** An address of the book (lib/checkout/address.ts): club wine ships there, so only the states wine may go to. */
export const AddressInput = v.object({
  ...WineAddressSchema.entries,
  phone: v.pipe(
    optionalText,
    v.check((value) => value === '' || isUsPhone(value), 'Please enter a valid phone number'),
  ),
  isDefault: v.optional(v.boolean(), false),
});

export const RecordId = v.pipe(
  v.string('Not found'),
  v.trim(),
  v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Not found'),
);

/** A change of plan: the size, and for a subscription the frequency (lib/membership-plan.ts). */
export const PlanChangeInput = v.object({
  bottles: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.transform(Number))], 'Please choose a size'),
    v.integer('Please choose a size'),
    v.minValue(1, 'Please choose a size'),
  ),
  frequencyMonths: v.optional(
    v.nullable(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.transform(Number))]),
        v.picklist(SUBSCRIPTION_FREQUENCY_MONTHS, 'Please choose a frequency'),
      ),
    ),
  ),
});

export type DetailsValues = v.InferOutput<typeof DetailsInput>;
export type AddressValues = v.InferOutput<typeof AddressInput>;
