'use server';

import * as v from 'valibot';
import { accountSummaryOf, type AccountSummary } from '@/lib/viewer';
import {
  DEFAULT_AFTER_LOGIN,
  accountEmailSentMessage,
  passwordProblem,
  safeNextPath,
} from '@/lib/account';
import { orderZipMatches } from '@/lib/order-lookup';
import type { Cart, Customer } from '@/lib/commerce/entities';
import { CommerceError, getCommerce, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import { reportError } from '@/server/observability/report';
import { getKvStore } from '@/edge-cache';
import {
  beginLoginAttempt,
  loginDelayMessage,
  loginSucceeded,
} from '@/server/security/login-delay';
import { clientIpKey, rateLimit } from '@/server/security/rate-limit';
import { traceAction } from '@/server/observability/actions';
import { applyVisitorCookies, loadVisitor } from '@/server/shop/visitor';

/**
 * The account's server actions: login, account creation, logout, password reset, magic links,
 * membership cancellation, guest order lookup, and the customer load's cookie sync. The customer
 * token only ever lives in the httpOnly customerToken cookie (set by the commerce session); the
 * client gets a summary for the avatar.
 */

export type LoginResult =
  | { ok: true; account: AccountSummary; cart: Cart | null }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

export type FormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

const CORRECT_FIELDS = 'Please correct the fields in red';

const EmailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email address is required'),
  v.maxLength(254, 'Invalid email address'),
  v.email('Invalid email address'),
);

const LoginInput = v.object({
  email: EmailField,
  password: v.pipe(
    v.string(),
    v.nonEmpty('Password is required'),
    v.maxLength(200, 'Password is too long'),
  ),
});

const NewPassword = v.pipe(
  v.string(),
  v.check(
    (value) => passwordProblem(value) === undefined,
    (issue) => passwordProblem(String(issue.input)) ?? '',
  ),
);

const CreateAccountInput = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty('First name is required'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty('Last name is required'), v.maxLength(100)),
  email: EmailField,
  password: NewPassword,
});

const EmailInput = v.object({ email: EmailField, next: v.optional(v.string()) });

const ResetPasswordInput = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.trim(), v.nonEmpty('This link is invalid or has expired')),
    password: NewPassword,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, 'Passwords do not match'),
    ['confirmPassword'],
  ),
);

const TokenInput = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  next: v.optional(v.string()),
});

const OrderLookupInput = v.object({
  email: EmailField,
  orderNumber: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Order number is required'),
    v.regex(/^#?\d{1,9}$/, 'Order number is a number, e.g. 1001'),
    v.transform((value) => Number(value.replace('#', ''))),
  ),
  // Empty is a valid answer: an order with no address (lib/order-lookup.ts).
  zipCode: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(16, 'Invalid ZIP code')),
});

const MembershipId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

function fieldErrorsOf(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const nested = v.flatten(issues).nested ?? {};
  return Object.fromEntries(
    Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]),
  ) as Partial<Record<string, string>>;
}

/** After a sign-in: the customer's cart becomes the visitor's (spec section 4). */
async function signedIn(customer: Customer): Promise<LoginResult> {
  const session = createCookieSession();
  const cartId = customer.orderInformation.currentWebCartId;
  let cart: Cart | null = null;
  if (cartId) {
    await session.setCartId(cartId);
    const result = await getCommerce()
      .getCart(cartId)
      .catch(() => undefined);
    cart = result && !isCartValidationError(result) ? result : null;
  }
  return { ok: true, account: accountSummaryOf(customer), cart };
}

async function loginAction(input: unknown): Promise<LoginResult> {
  const parsed = v.safeParse(LoginInput, input);
  if (!parsed.success)
    return { ok: false, message: CORRECT_FIELDS, fieldErrors: fieldErrorsOf(parsed.issues) };
  // Per address and per e-mail, counted before commerce hears of the attempt: wrong passwords
  // make the next attempt wait longer (login-delay.ts), they never lock the owner out.
  const keys = { ip: await clientIpKey(), email: `email:${parsed.output.email}` };
  const store = getKvStore();
  const attempt = await beginLoginAttempt(
    store,
    [keys.ip, keys.email],
    Date.now(),
    getSettings().rateLimitFactor,
  );
  if (!attempt.ok) return { ok: false, message: loginDelayMessage(attempt.waitSeconds) };
  const session = createCookieSession();
  try {
    const customer = await getCommerce().login({
      ...parsed.output,
      cartId: await session.getCartId(),
    });
    await loginSucceeded(store, keys);
    return await signedIn(customer);
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 401 || error.statusCode === 422)) {
      return { ok: false, message: 'Invalid email or password' };
    }
    reportError(error, { section: 'account' });
    return { ok: false, message: 'Sorry, we could not log you in right now. Please try again.' };
  }
}

export const login = traceAction('login', loginAction);

/**
 * Creates an account (name, e-mail, password) and logs the new customer in. The anonymous cart
 * becomes theirs. Also used by the club wizard.
 *
 * Limited per client address and per e-mail (issue 27: 30 of 30 sign-ups passed). An address that
 * already has an account is never named as such: its owner gets a sign-in link by e-mail (the
 * outbox locally) and the form says an e-mail was sent. A new address still signs in at once (the
 * club wizard depends on it), so a prober can tell the two apart by that; the limits make probing
 * slow, and only verifying every new address by e-mail first would close it.
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
    return await signedIn(customer);
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

/** Where a sign-in link leads: the login page of this site, then on to `next`. */
function signInRedirect(next: string): string {
  const redirect = new URL('/profile/login', getSettings().webUrl);
  redirect.searchParams.set('next', next);
  return redirect.href;
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

/**
 * Sends a link by e-mail. Known and unknown addresses get the same answer (the service's 404 for
 * an unknown one is not passed on), so the form cannot tell who has an account.
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
  const limited = await rateLimit(scope, [await clientIpKey(), `email:${email}`]);
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

/** Cancels one of the signed-in customer's memberships; prices and access change at once. */
async function cancelMembershipAction(membershipId: unknown): Promise<FormResult> {
  const id = v.safeParse(MembershipId, membershipId);
  const { customer } = await loadVisitor();
  if (!customer) return { ok: false, message: 'Please log in again to manage your memberships.' };
  if (!id.success) return { ok: false, message: 'Club membership not found' };
  try {
    const cancelled = await getCommerce().cancelClubMembership(customer.id, id.output, {
      cancellationReason: 'Cancelled by the customer online',
    });
    return { ok: true, message: `Your ${cancelled.clubTitle} membership is cancelled.` };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 404 || error.statusCode === 422)) {
      return { ok: false, message: error.message };
    }
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not cancel the membership right now. Please try again.',
    };
  }
}

export const cancelMembership = traceAction('cancelMembership', cancelMembershipAction);

const ORDER_NOT_FOUND = 'We could not find an order with that e-mail, order number and ZIP code.';

/**
 * Guest order lookup: the e-mail, the order number and the billing ZIP code must all match
 * (lib/order-lookup.ts), and each e-mail and client address gets a few tries an hour (issue 27:
 * order numbers count up, so a known e-mail and 51 guesses found a receipt).
 */
async function lookupOrderAction(
  input: unknown,
): Promise<{ ok: true; href: string } | Extract<FormResult, { ok: false }>> {
  const parsed = v.safeParse(OrderLookupInput, input);
  if (!parsed.success)
    return { ok: false, message: CORRECT_FIELDS, fieldErrors: fieldErrorsOf(parsed.issues) };
  const { email, orderNumber, zipCode } = parsed.output;
  const limited = await rateLimit('order-lookup', [await clientIpKey(), `email:${email}`]);
  if (!limited.ok) return { ok: false, message: limited.message };
  try {
    const order = await getCommerce().findOrderLimited({ email, orderNumber });
    if (!orderZipMatches(zipCode, order)) return { ok: false, message: ORDER_NOT_FOUND };
    return { ok: true, href: `/profile/order-receipt/${encodeURIComponent(order.id)}` };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 404 || error.statusCode === 422)) {
      return { ok: false, message: ORDER_NOT_FOUND };
    }
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not look up orders right now. Please try again.',
    };
  }
}

export const lookupOrder = traceAction('lookupOrder', lookupOrderAction);

export interface SessionSyncResult {
  account: AccountSummary | null;
  cart: Cart | null;
  /** The cart could not be read in time (commerce down or hung): keep the count already shown. */
  cartUnavailable: boolean;
}

/**
 * The visitor's session for the shared, prerendered pages: who is logged in (with their tracking
 * data and analytics dimensions, lib/viewer.ts), their cart, and the
 * customer load of spec section 4 with its cookie changes applied (the customer's cartId and
 * orderCount, a stale cartId (404) dropped, a deleted customer's token and cart cleared). The
 * browser asks once per page load when its session hints say there is a customer or a cart
 * (components/shell/session-sync.ts); a page render cannot write cookies.
 */
async function syncSessionAction(): Promise<SessionSyncResult> {
  const load = await loadVisitor();
  await applyVisitorCookies(load.cookieChanges);
  return {
    account: load.customer ? accountSummaryOf(load.customer) : null,
    cart: load.cart,
    cartUnavailable: load.cartUnavailable,
  };
}

export const syncSession = traceAction('syncSession', syncSessionAction);
