'use server';

import * as v from 'valibot';
import { safeNextPath } from '@/lib/customer/account';
import { CommerceError, getCommerce } from '@/server/commerce';
import { reportError } from '@/server/observability/report';
import { clientIpKey, rateLimit } from '@/server/security/rate-limit';
import { emailCounterKeyOfRequest } from '@/server/security/known-device';
import { traceAction } from '@/server/actions/trace';
import {
  CORRECT_FIELDS,
  EmailInput,
  ResetPasswordInput,
  fieldErrorsOf,
  type FormResult,
} from './inputs';
import { signInRedirect } from './signed-in';
import { formDataOf, postedAnswer, postedText, type PostedForm } from '@/lib/forms/posted-form';
import { answerBack } from '@/server/visitor/posted-answer';

/** The e-mailed links: asking for a password reset or a magic sign-in link, and the reset itself. */

/**
 * Sends a link by e-mail. Known and unknown addresses get the same answer (the service's 404 for
 * an unknown one is not passed on), so the form cannot tell who has an account. A browser that
 * has signed in to the address before has an allowance of its own (known-device.ts): someone else
 * asking for links to the address cannot use up the owner's.
 */
async function sendLink(
  scope: 'password-reset' | 'magic-link',
  input: unknown,
  send: (email: string, next: string) => Promise<void>,
  sentMessage: (email: string) => string,
): Promise<FormResult> {
  const parsed = v.safeParse(EmailInput, input);
  if (!parsed.success)
    return { ok: false, message: CORRECT_FIELDS, fieldErrors: fieldErrorsOf(parsed.issues) };
  const { email } = parsed.output;
  const limited = await rateLimit(scope, [
    await clientIpKey(),
    await emailCounterKeyOfRequest(email),
  ]);
  if (!limited.ok) return { ok: false, message: limited.message };
  try {
    await send(email, safeNextPath(parsed.output.next));
  } catch (error) {
    if (!(error instanceof CommerceError && error.statusCode === 404)) {
      reportError(error, { section: 'account' });
      return {
        ok: false,
        message: 'Sorry, we could not send the e-mail right now. Please try again.',
      };
    }
  }
  return { ok: true, message: sentMessage(email) };
}

async function requestPasswordResetAction(input: unknown): Promise<FormResult> {
  return sendLink(
    'password-reset',
    input,
    (email) => getCommerce().generateResetPasswordLink({ email }),
    (email) =>
      `If an account exists for ${email}, we have sent it a link to reset the password. The link works once and expires in 60 minutes.`,
  );
}

export const requestPasswordReset = traceAction('requestPasswordReset', requestPasswordResetAction);

async function requestMagicLinkAction(input: unknown): Promise<FormResult> {
  return sendLink(
    'magic-link',
    input,
    (email, next) => getCommerce().generateMagicLink({ email, redirectUrl: signInRedirect(next) }),
    (email) =>
      `If an account exists for ${email}, we have sent it a sign-in link. The link works once and expires in 60 minutes.`,
  );
}

export const requestMagicLink = traceAction('requestMagicLink', requestMagicLinkAction);

async function resetPasswordAction(input: unknown): Promise<FormResult> {
  const parsed = v.safeParse(ResetPasswordInput, input);
  if (!parsed.success)
    return { ok: false, message: CORRECT_FIELDS, fieldErrors: fieldErrorsOf(parsed.issues) };
  try {
    await getCommerce().resetPassword({
      token: parsed.output.token,
      password: parsed.output.password,
    });
    return { ok: true, message: 'Your password has been changed. You can log in with it now.' };
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 422) {
      return {
        ok: false,
        message: 'This link is invalid or has expired. Ask for a new one below.',
      };
    }
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not change your password right now. Please try again.',
    };
  }
}

export const resetPassword = traceAction('resetPassword', resetPasswordAction);

/** A link request's native post: the page comes back saying the e-mail went, or why not. */
async function sendLinkFromForm(
  sent: unknown,
  send: (input: unknown) => Promise<FormResult>,
  page: string,
): Promise<PostedForm> {
  const form = formDataOf(sent);
  const values = postedText(form, ['email', 'next']);
  return answerBack(form, postedAnswer(await send(values), { email: values.email }), page);
}

export async function requestPasswordResetFromForm(_previous: PostedForm, sent: unknown) {
  return sendLinkFromForm(sent, requestPasswordReset, '/profile/forgot-password');
}

export async function requestMagicLinkFromForm(_previous: PostedForm, sent: unknown) {
  return sendLinkFromForm(sent, requestMagicLink, '/profile/sign-in-link');
}

/** The reset's native post; the link's token goes back with a refusal, never the passwords. */
export async function resetPasswordFromForm(
  _previous: PostedForm,
  sent: unknown,
): Promise<PostedForm> {
  const form = formDataOf(sent);
  const values = postedText(form, ['token', 'password', 'confirmPassword']);
  const result = await resetPassword(values);
  const kept = result.ok ? undefined : { token: values.token };
  return answerBack(form, postedAnswer(result, kept), '/profile/reset-password');
}
