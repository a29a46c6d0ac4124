/**
 * The rules of the shop's own form values (checkout, the club join, the account's address book),
 * each written once: the forms, the server actions and the embedded commerce service all check a
 * value with the same valibot rule, so they refuse it with the same words.
 * The page builder's form blocks have rules of their own (`lib/forms/rules.ts`).
 */
import * as v from 'valibot';
import { isValidEmail } from '../pricing/gift-card';
import { wineShippingRefusal, isUsStateCode } from './us-states';

/** A required text: trimmed, not empty, at most `max` characters; the messages name it. */
export const requiredText = (name: string, max = 100) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} is too long`),
  );

/** An optional text: missing and null read as '' (a service reply or an empty input alike). */
export const optionalText = (name: string, max = 200) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => value?.trim() ?? ''),
    v.maxLength(max, `${name} is too long`),
  );

/** Free text a shopper writes to people (a note): the limit says itself in characters. */
export const optionalNote = (name: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => value?.trim() ?? ''),
    v.maxLength(max, `${name} can be at most ${max} characters`),
  );

export const EMAIL_INVALID_MESSAGE = 'Invalid email address';

/** A standard e-mail pattern; stored in lower case, as the service keeps it. */
export const emailAddress = v.pipe(
  requiredText('Email address', 320),
  v.check(isValidEmail, EMAIL_INVALID_MESSAGE),
  v.toLowerCase(),
);

/** What a ZIP code looks like, said with its error and under the field. */
export const ZIP_CODE_HINT = '5 digits, like 93446, or ZIP+4, like 93446-1234';
export const ZIP_CODE_MESSAGE = `Invalid ZIP code: use ${ZIP_CODE_HINT}`;

const isZipCode = (value: string): boolean => /^\d{5}(-\d{4})?$/.test(value);

export const zipCode = v.pipe(
  v.string('ZIP code is required'),
  v.trim(),
  v.nonEmpty('ZIP code is required'),
  v.check(isZipCode, ZIP_CODE_MESSAGE),
);

/** The state select's one message: empty, unknown and mistyped all mean "pick one". */
export const STATE_REQUIRED_MESSAGE = 'Please select a state';

/** One of the 50 states or DC, as a two-letter code in upper case. */
export const usState = v.pipe(
  v.string(STATE_REQUIRED_MESSAGE),
  v.trim(),
  v.toUpperCase(),
  v.check(isUsStateCode, STATE_REQUIRED_MESSAGE),
);

/** A state wine may be shipped to (lib/checkout/us-states.ts): club wine and the address book. */
export const wineShippingState = v.pipe(
  usState,
  v.check(
    (code) => wineShippingRefusal(code) === null,
    (issue) => wineShippingRefusal(String(issue.input)) ?? STATE_REQUIRED_MESSAGE,
  ),
);
