import 'server-only';
import * as v from 'valibot';
import { CommerceError } from '@/server/commerce';
import type { Customer } from '@/lib/commerce/entities';
import { reportError } from '@/server/observability/report';
import { rateLimit } from '@/server/security/rate-limit';
import { loadVisitor } from '@/server/visitor/visitor';
import { CORRECT_FIELDS, fieldErrorsOf, type FormResult } from './inputs';

export const SIGN_IN_AGAIN = 'Please log in again to manage your account.';
const TRY_AGAIN = 'Sorry, we could not save that change right now. Please try again.';

/**
 * The one way an account change runs: the signed-in customer, the input checked
 * by its schema (field messages, nothing sent), the rate limit, then the commerce call. A refusal
 * by the service (404, 422) is shown as its message, on its field when it names one
 * (`stateCode: We cannot ship wine to this state`); anything else is reported and answered with a
 * try-again message. Nothing changes unless the call succeeds.
 */
export async function runAccountChange<TSchema extends v.GenericSchema>(
  options: {
    schema: TSchema;
    input: unknown;
    scope?: 'account-change' | 'password-change';
  },
  change: (customer: Customer, input: v.InferOutput<TSchema>) => Promise<string>,
): Promise<FormResult> {
  const { customer } = await loadVisitor('action');
  if (!customer) return { ok: false, message: SIGN_IN_AGAIN };
  const parsed = v.safeParse(options.schema, options.input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.issues);
    const [first] = parsed.issues;
    return Object.keys(fieldErrors).length > 0
      ? { ok: false, message: CORRECT_FIELDS, fieldErrors }
      : { ok: false, message: first.message };
  }
  const limited = await rateLimit(options.scope ?? 'account-change', [`customer:${customer.id}`]);
  if (!limited.ok) return { ok: false, message: limited.message };
  try {
    return { ok: true, message: await change(customer, parsed.output) };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 404 || error.statusCode === 422))
      return refusal(error.message);
    reportError(error, { section: 'account' });
    return { ok: false, message: TRY_AGAIN };
  }
}

/** 'stateCode: We cannot ship wine...' names its field: the message goes beside that field. */
export function refusal(message: string): FormResult {
  const match = /^([A-Za-z]+): (.+)$/.exec(message);
  if (!match?.[1] || !match[2]) return { ok: false, message };
  return { ok: false, message: CORRECT_FIELDS, fieldErrors: { [match[1]]: match[2] } };
}
