import * as v from 'valibot';
import { requireCustomerId } from '../auth';
import { MIN_PASSWORD_LENGTH } from '../config';
import { created, noContent, notFound, ok, unauthorized, unprocessable } from '../http';
import { magicLink, passwordReset } from '../mail/templates';
import { hashPassword, verifyPassword } from '../passwords';
import type { PrepareContext, RequestContext, Route } from '../router';
import { signIn } from '../sign-in';
import {
  consumeLinkToken,
  createCustomer,
  findCustomerByEmail,
  findCustomerById,
  issueLinkToken,
  revokeToken,
  setPasswordAndSignOut,
  toCustomer,
} from '../store/customers';
import { listOutbox, sendEmail } from '../store/outbox';
import { emailAddress, parseInput, trimmed } from '../validation';

const newPassword = v.pipe(
  v.string('Password is required'),
  v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
);

const LoginSchema = v.object({
  email: v.pipe(v.string('Email address is required'), v.trim(), v.toLowerCase()),
  password: v.string('Password is required'),
  cartId: v.optional(v.nullable(v.string())),
});

const RegisterSchema = v.object({
  email: emailAddress,
  password: newPassword,
  firstName: trimmed('First name'),
  lastName: trimmed('Last name'),
  cartId: v.optional(v.nullable(v.string())),
});

const EmailSchema = v.object({ email: emailAddress });

const MagicLinkSchema = v.object({
  email: emailAddress,
  redirectUrl: v.optional(v.nullable(v.pipe(v.string(), v.url('redirectUrl must be a URL')))),
});

const ResetPasswordSchema = v.object({ token: trimmed('token'), password: newPassword });
const TokenSchema = v.object({ token: trimmed('token') });

const INVALID_LINK = 'This link is invalid or has expired';

/**
 * POST customer/login. The scrypt check runs in `prepare`, outside the serialised transaction,
 * so a burst of guesses does not stall every cart and checkout call behind it. The transaction
 * then only signs in when the password it checked is still the customer's current one.
 */
async function checkPassword(context: PrepareContext): Promise<VerifiedLogin | null> {
  const body = parseInput(LoginSchema, context.body);
  const customer = await findCustomerByEmail(context.read, body.email);
  const valid = await verifyPassword(body.password, customer?.password_hash ?? null);
  return customer && valid
    ? { customerId: customer.id, passwordHash: customer.password_hash }
    : null;
}
interface VerifiedLogin {
  customerId: string;
  passwordHash: string | null;
}

async function login(context: RequestContext) {
  const body = parseInput(LoginSchema, context.body);
  const verified = context.prepared as VerifiedLogin | null | undefined;
  const customer = verified ? await findCustomerById(context.sql, verified.customerId) : null;
  if (!verified || !customer || customer.password_hash !== verified.passwordHash)
    throw unauthorized('Invalid email or password');
  return ok(await signIn(context.sql, customer, body.cartId));
}

/** POST customer/logout: revokes the token it was called with. */
async function logout(context: RequestContext) {
  await requireCustomerId(context);
  if (context.token) await revokeToken(context.sql, context.token);
  return noContent();
}

/** GET customer/self */
async function self(context: RequestContext) {
  const customer = await findCustomerById(context.sql, await requireCustomerId(context));
  if (!customer) throw unauthorized('Invalid or missing customer token');
  return ok(await toCustomer(context.sql, customer));
}

/** POST customer (local extra): registers and signs in. */
async function register(context: RequestContext) {
  const body = parseInput(RegisterSchema, context.body);
  if (await findCustomerByEmail(context.sql, body.email))
    throw unprocessable('Customer already exists');
  const customer = await createCustomer(context.sql, {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(body.password),
  });
  return created(await signIn(context.sql, customer, body.cartId));
}

async function requireCustomerByEmail(context: RequestContext, email: string) {
  const customer = await findCustomerByEmail(context.sql, email);
  if (!customer) throw notFound('Customer not found');
  return customer;
}

/**
 * The local convenience of old: with no mail service the link is printed on stdout, as the
 * outbox has it. With a mail service set the e-mail really goes out, so the line names neither
 * the address nor the link (its token signs someone in).
 */
function logLinkEmail(context: RequestContext, what: string, email: string, link: string) {
  context.services.log(
    context.services.mailService
      ? `[local-commerce] ${what} e-mailed through the mail service`
      : `[local-commerce] ${what} for ${email}: ${link}`,
  );
}

/**
 * POST customer/generate-reset-password-link: the e-mail goes to the outbox (and a line on stdout).
 * An unknown e-mail answers 404 with the server's message, as Commerce7 does; the site shows the
 * same answer either way, so nobody learns which addresses have accounts.
 */
async function generateResetPasswordLink(context: RequestContext) {
  const body = parseInput(EmailSchema, context.body);
  const customer = await requireCustomerByEmail(context, body.email);
  const token = await issueLinkToken(context.sql, customer.id, 'reset-password');
  const link = new URL('/profile/reset-password', context.services.webUrl);
  link.searchParams.set('token', token);
  await sendEmail(
    context.sql,
    passwordReset({ to: customer.email, firstName: customer.first_name, link: link.href }),
  );
  logLinkEmail(context, 'password reset link', customer.email, link.href);
  return noContent();
}

/** POST customer/generate-magic-link: the e-mail goes to the outbox (and a line on stdout). */
async function generateMagicLink(context: RequestContext) {
  const body = parseInput(MagicLinkSchema, context.body);
  // The link carries a sign-in token: it may only ever lead to the storefront itself. Checked
  // before the address is looked up, so a refused redirect answers the same for every e-mail
  // and never tells which addresses have accounts.
  const link = new URL(body.redirectUrl ?? '/profile/login', context.services.webUrl);
  if (link.origin !== new URL(context.services.webUrl).origin)
    throw unprocessable('redirectUrl must be a page of the storefront');
  const customer = await requireCustomerByEmail(context, body.email);
  const token = await issueLinkToken(context.sql, customer.id, 'magic-link');
  link.searchParams.set('magicLinkToken', token);
  await sendEmail(
    context.sql,
    magicLink({ to: customer.email, firstName: customer.first_name, link: link.href }),
  );
  logLinkEmail(context, 'magic sign-in link', customer.email, link.href);
  return noContent();
}

const OutboxQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'limit must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(200, 'limit must be at most 200'),
    ),
    '50',
  ),
});

/** GET outbox (local extra): the e-mails the service "sent", newest first, for the local mailbox. */
async function outbox(context: RequestContext) {
  const query = parseInput(OutboxQuerySchema, Object.fromEntries(context.query));
  return ok({ emails: await listOutbox(context.sql, query.limit) });
}

/** POST customer/reset-password (local extra): sets a new password and signs out everywhere. */
async function resetPassword(context: RequestContext) {
  const body = parseInput(ResetPasswordSchema, context.body);
  const customerId = await consumeLinkToken(context.sql, body.token, 'reset-password');
  if (!customerId) throw unprocessable(INVALID_LINK);
  await setPasswordAndSignOut(context.sql, customerId, await hashPassword(body.password));
  return noContent();
}

/** POST customer/magic-link-login (local extra): trades a magic-link token for a customer token. */
async function magicLinkLogin(context: RequestContext) {
  const body = parseInput(TokenSchema, context.body);
  const customerId = await consumeLinkToken(context.sql, body.token, 'magic-link');
  const customer = customerId ? await findCustomerById(context.sql, customerId) : null;
  if (!customer) throw unauthorized(INVALID_LINK);
  return ok(await signIn(context.sql, customer, null));
}

export const customerRoutes: Route[] = [
  // Replies that sign in carry a fresh token: never stored for replay (a retry signs in again).
  { method: 'POST', pattern: 'customer', handler: register, replayable: false },
  {
    method: 'POST',
    pattern: 'customer/login',
    prepare: checkPassword,
    handler: login,
    replayable: false,
  },
  { method: 'POST', pattern: 'customer/logout', handler: logout },
  { method: 'GET', pattern: 'customer/self', handler: self },
  {
    method: 'POST',
    pattern: 'customer/generate-reset-password-link',
    handler: generateResetPasswordLink,
  },
  { method: 'POST', pattern: 'customer/generate-magic-link', handler: generateMagicLink },
  { method: 'POST', pattern: 'customer/reset-password', handler: resetPassword },
  {
    method: 'POST',
    pattern: 'customer/magic-link-login',
    handler: magicLinkLogin,
    replayable: false,
  },
  { method: 'GET', pattern: 'outbox', handler: outbox },
];
