'use server';

import * as v from 'valibot';
import { getSettings } from '@/server/config';

/**
 * The footer's 'STAY IN TOUCH' sign-up (storefront spec section 2; messages of the e-mail signup
 * rules, blocks spec section 5). No newsletter endpoint is configurable yet, so the embedded
 * default applies: outside production and stage the sign-up is accepted and logged, and in
 * production/stage it counts as a failure with no request sent (blocks spec section 8:
 * "Signup endpoint or API key missing: counts as failure, no request sent").
 */
const EMAIL_EXAMPLE = 'name@example.com';
export type SignupResult =
  { ok: true } | { ok: false; fieldErrors?: Record<string, string>; message?: string };

const SignupInput = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email Address is required.'),
    v.maxLength(254, `Please enter a valid email address (i.e., ${EMAIL_EXAMPLE})`),
    v.regex(
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      `Please enter a valid email address (i.e., ${EMAIL_EXAMPLE})`,
    ),
  ),
  optIn: v.literal(true, 'Marketing consent is required.'),
});

const SIGNUP_FAILURE_MESSAGE = 'Oops, something went wrong! Please try again later.';

export async function subscribeToNewsletter(input: unknown): Promise<SignupResult> {
  const parsed = v.safeParse(SignupInput, input);
  if (!parsed.success) {
    const nested = v.flatten<typeof SignupInput>(parsed.issues).nested ?? {};
    const fieldErrors: Record<string, string> = {};
    if (nested.email?.[0]) fieldErrors.email = nested.email[0];
    if (nested.optIn?.[0]) fieldErrors.optIn = nested.optIn[0];
    return { ok: false, fieldErrors };
  }
  const { appEnv } = getSettings();
  if (appEnv === 'production' || appEnv === 'stage') {
    console.error('[newsletter] no signup endpoint configured; nothing sent');
    return { ok: false, message: SIGNUP_FAILURE_MESSAGE };
  }
  console.info('[newsletter] embedded signup accepted (no endpoint configured)');
  return { ok: true };
}
