'use server';

import { redirect } from 'next/navigation';
import * as v from 'valibot';
import { postedAnswer, postedText, type PostedForm, formDataOf } from '@/lib/forms/posted-form';
import {
  DEFAULT_AFTER_LOGIN,
  LOGGED_OUT_PATH,
  accountEmailSentMessage,
  safeNextPath,
} from '@/lib/customer/account';
import { CommerceError, getCommerce } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { reportError } from '@/server/observability/report';
import {
  beginLoginAttempt,
  endLoginAttempt,
  loginDelayMessage,
  type LoginOutcome,
} from '@/server/security/login-delay';
import { clientIpKey, rateLimit } from '@/server/security/rate-limit';
import { emailCounterKeyOfRequest } from '@/server/security/known-device';
import { traceAction } from '@/server/actions/trace';
import { answerBack } from '@/server/visitor/posted-answer';
import { applyVisitorCookies } from '@/server/visitor/visitor';
import {
  CORRECT_FIELDS,
  CreateAccountInput,
  LoginInput,
  TokenInput,
  fieldErrorsOf,
  type LoginResult,
} from './inputs';
import { signInRedirect, signedIn } from './signed-in';

/**
 * Signing in and out: login, account creation, magic-link sign-in and logout. The customer token
 * only ever lives in the httpOnly customerToken cookie (set by the commerce session); the client
 * gets a summary for the avatar.
 */

async function loginAction(input: unknown): Promise<LoginResult> {
  const parsed = v.safeParse(LoginInput, input);
  if (!parsed.success)
    return { ok: false, message: CORRECT_FIELDS, fieldErrors: fieldErrorsOf(parsed.issues) };
  // Per address and per e-mail: wrong passwords make the next attempt wait longer
  // (login-delay.ts), they never lock the owner out, and right ones never count. A browser that
  // has signed in to this e-mail before counts apart from it (known-device.ts), so someone else's
  // wrong passwords never make the owner's own browser wait.
  const keys = {
    ip: await clientIpKey(),
    email: await emailCounterKeyOfRequest(parsed.output.email),
  };
  const store = sharedKvStore();
  const attempt = await beginLoginAttempt(store, keys, Date.now(), getSettings().rateLimitFactor);
  if (!attempt.ok) return { ok: false, message: loginDelayMessage(attempt.waitSeconds) };
  let outcome: LoginOutcome = 'unanswered';
  const session = createCookieSession();
  try {
    const customer = await getCommerce().login({
      ...parsed.output,
      cartId: await session.getCartId(),
    });
    outcome = 'signed-in';
    return await signedIn(customer, parsed.output.email);
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 401 || error.statusCode === 422)) {
      outcome = 'wrong-password';
      return { ok: false, message: 'Invalid email or password' };
    }
    reportError(error, { section: 'account' });
    return { ok: false, message: 'Sorry, we could not log you in right now. Please try again.' };
  } finally {
    // Every attempt let through gives its slot back, whatever happened after commerce answered.
    await endLoginAttempt(store, keys, outcome, Date.now());
  }
}

export const login = traceAction('login', loginAction);

/** The login form's native post: signs in, then goes on to `next` (same-site) or the profile. */
export async function loginFromForm(_previous: PostedForm, sent: unknown): Promise<PostedForm> {
  const form = formDataOf(sent);
  const values = postedText(form, ['email', 'password', 'next']);
  const result = await login(values);
  if (!result.ok)
    return answerBack(form, postedAnswer(result, { email: values.email }), '/profile/login');
  redirect(safeNextPath(values.next));
}

/**
 * Creates an account (name, e-mail, password) and logs the new customer in. The anonymous cart
 * becomes theirs. Also used by the club wizard.
 *
 * Limited per client address and per e-mail. An address that already has an account is never
 * named as such: its owner gets a sign-in link by e-mail (the outbox locally) and the form says an
 * e-mail was sent. A new address still signs in at once (the club wizard depends on it), so a
 * prober can tell the two apart by that; the limits make probing slow, and only verifying every
 * new address by e-mail first would close it.
 */
async function createAccountAction(input: unknown): Promise<LoginResult> {
  const parsed = v.safeParse(CreateAccountInput, input);
  if (!parsed.success)
    return { ok: false, message: CORRECT_FIELDS, fieldErrors: fieldErrorsOf(parsed.issues) };
  const { email } = parsed.output;
  const limited = await rateLimit('create-account', [await clientIpKey(), `email:${email}`]);
  if (!limited.ok) return { ok: false, message: limited.message };
  const session = createCookieSession();
  try {
    const customer = await getCommerce().registerCustomer({
      ...parsed.output,
      cartId: await session.getCartId(),
    });
    return await signedIn(customer, email);
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 422) {
      if (!/already exists/i.test(error.message)) return { ok: false, message: error.message };
      return tellTheOwner(email);
    }
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not create your account right now. Please try again.',
    };
  }
}

export const createAccount = traceAction('createAccount', createAccountAction);

/** Someone tried to create an account for an address that has one: a sign-in link to its owner. */
async function tellTheOwner(email: string): Promise<LoginResult> {
  try {
    await getCommerce().generateMagicLink({
      email,
      redirectUrl: signInRedirect(DEFAULT_AFTER_LOGIN),
    });
  } catch (error) {
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not create your account right now. Please try again.',
    };
  }
  return { ok: false, message: accountEmailSentMessage(email) };
}

/** Logs out; the token cookie is cleared even when the commerce call fails. The cart goes with it. */
async function logoutAction(): Promise<{ ok: true }> {
  try {
    await getCommerce().logout();
  } catch (error) {
    reportError(error, { section: 'account' });
  }
  await createCookieSession().clearCartId();
  await applyVisitorCookies({
    customerToken: { kind: 'clear' },
    cartId: { kind: 'keep' },
    orderCount: { kind: 'clear' },
  });
  return { ok: true };
}

export const logout = traceAction('logout', logoutAction);

/** Signs in with a magic link's token (single use); the visitor pressed the page's button. */
async function signInWithMagicLinkAction(input: unknown): Promise<LoginResult & { next?: string }> {
  const parsed = v.safeParse(TokenInput, input);
  const expired = 'This sign-in link is invalid or has expired. Ask for a new one below.';
  if (!parsed.success) return { ok: false, message: expired };
  try {
    const customer = await getCommerce().signInWithMagicLink(parsed.output.token);
    return { ...(await signedIn(customer)), next: safeNextPath(parsed.output.next) };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 401 || error.statusCode === 422)) {
      return { ok: false, message: expired };
    }
    reportError(error, { section: 'account' });
    return { ok: false, message: 'Sorry, we could not sign you in right now. Please try again.' };
  }
}

export const signInWithMagicLink = traceAction('signInWithMagicLink', signInWithMagicLinkAction);

/** The sign-in link's native post: signs in, then goes on to `next` (same-site) or the profile. */
export async function signInWithMagicLinkFromForm(
  _previous: PostedForm,
  sent: unknown,
): Promise<PostedForm> {
  const form = formDataOf(sent);
  const values = postedText(form, ['token', 'next']);
  const result = await signInWithMagicLink(values);
  if (!result.ok) return answerBack(form, postedAnswer(result), '/profile/login');
  redirect(result.next ?? DEFAULT_AFTER_LOGIN);
}

/** Account creation's native post: signed in, the visitor goes on to `next` or the profile. */
export async function createAccountFromForm(
  _previous: PostedForm,
  sent: unknown,
): Promise<PostedForm> {
  const form = formDataOf(sent);
  const values = postedText(form, ['firstName', 'lastName', 'email', 'password', 'next']);
  const result = await createAccount(values);
  if (result.ok) redirect(safeNextPath(values.next));
  const { firstName, lastName, email } = values;
  return answerBack(
    form,
    postedAnswer(result, { firstName, lastName, email }),
    '/profile/create-account',
  );
}

/** Log out's native post: a personal page's visitor lands on Member Login, which says so. */
export async function logoutFromForm(): Promise<void> {
  await logout();
  redirect(LOGGED_OUT_PATH);
}
