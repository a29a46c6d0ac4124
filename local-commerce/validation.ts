/**
 * Request bodies and queries are checked with valibot at the boundary; the first problem becomes
 * a Commerce7-style 422 whose message names the field. Commerce7's list paging is read here too.
 */
import * as v from 'valibot';
import { CommerceAddressSchema } from '../lib/checkout/address';
import { emailAddress as emailAddressRule } from '../lib/checkout/field-rules';
import { HttpError, unprocessable } from './http';
import { MAX_PAGE_SIZE } from './config';

export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  // A missing body is checked as an empty object, so the reply names the missing fields.
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  // valibot words a missing key as "Invalid key: Expected ..."; say it the way a form would.
  if (path && issue?.input === undefined) throw unprocessable(`${path} is required`);
  const message = issue?.message ?? 'Invalid request';
  throw unprocessable(path ? `${path}: ${message}` : message);
}

/** Query strings are part of the URL: a malformed value is a bad request (400), not a rule (422). */
export function parseQuery<TSchema extends v.GenericSchema>(
  schema: TSchema,
  query: URLSearchParams,
): v.InferOutput<TSchema> {
  try {
    return parseInput(schema, Object.fromEntries(query));
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(400, 'validation', error.message);
    throw error;
  }
}

/**
 * A whole number from a query string, at most nine digits: larger values overflow the
 * database's integer columns and OFFSET (a 500 before), and no page or order gets near them.
 */
export const wholeNumberText = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.regex(/^\d{1,9}$/, `${name} must be a whole number`),
    v.transform(Number),
  );

/** NUL cannot be stored in a Postgres text value; any input carrying one is refused up front. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

export const trimmed = (field: string) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.nonEmpty(`${field} is required`));

/** The shop's one e-mail rule (lib/checkout/field-rules.ts): the forms refuse what the service does. */
export const emailAddress = emailAddressRule;

/** A JSON object (not an array, not null): what Commerce7 means by "an object". */
export const plainObject = (message: string) =>
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    message,
  );

/** An address as the forms check it (lib/checkout/address.ts), in Commerce7's shape once read. */
export const AddressInputSchema = CommerceAddressSchema;

/**
 * Commerce7's list paging: `limit` (at most 50) and a 1-based `page`. Out-of-range numbers are
 * clamped (a limit of 500 answers 50, page 0 answers page 1); malformed ones are a 400.
 */

export const pageQuery = {
  limit: v.optional(wholeNumberText('limit'), String(MAX_PAGE_SIZE)),
  page: v.optional(wholeNumberText('page'), '1'),
};

export function pageWindow(
  query: { limit: number; page: number },
  maxLimit: number,
): { limit: number; offset: number } {
  const limit = Math.min(Math.max(query.limit, 1), maxLimit);
  return { limit, offset: (Math.max(query.page, 1) - 1) * limit };
}
