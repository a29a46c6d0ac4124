'use server';

import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH } from '@/lib/constants';
import type { Cart, Customer } from '@/lib/commerce/entities';
import { CommerceError, getCommerce, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import type { AccountSummary } from '@/components/shell/shell-store';
import { reportError } from '@/server/observability/report';

/**
 * Login and logout for the header's modals. The customer token only ever lives in the httpOnly
 * customerToken cookie (set by the commerce session); the client gets a summary for the avatar.
 */

export type LoginResult =
  | { ok: true; account: AccountSummary; cart: Cart | null }
  | { ok: false; message: string; fieldErrors?: { email?: string; password?: string } };

const LoginInput = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email address is required'),
    v.maxLength(254, 'Invalid email address'),
    v.email('Invalid email address'),
  ),
  password: v.pipe(
    v.string(),
    v.nonEmpty('Password is required'),
    v.maxLength(200, 'Password is too long'),
  ),
});

function accountSummaryOf(customer: Customer): AccountSummary {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.emails[0]?.email ?? '',
  };
}

/** Signs the visitor in as `customer`: the cart cookie and client cart follow the customer. */
async function adoptCustomerCart(customer: Customer): Promise<Cart | null> {
  const cartId = customer.orderInformation.currentWebCartId;
  if (!cartId) return null;
  await createCookieSession().setCartId(cartId);
  const result = await getCommerce()
    .getCart(cartId)
    .catch(() => undefined);
  return result && !isCartValidationError(result) ? result : null;
}

export async function login(input: unknown): Promise<LoginResult> {
  const parsed = v.safeParse(LoginInput, input);
  if (!parsed.success) {
    const flat = v.flatten<typeof LoginInput>(parsed.issues).nested ?? {};
    return {
      ok: false,
      message: 'Please correct the fields in red',
      fieldErrors: { email: flat.email?.[0], password: flat.password?.[0] },
    };
  }
  const session = createCookieSession();
  const commerce = getCommerce();
  try {
    const customer = await commerce.login({ ...parsed.output, cartId: await session.getCartId() });
    // Spec section 4: the cart and the cartId cookie follow the customer's order information.
    return {
      ok: true,
      account: accountSummaryOf(customer),
      cart: await adoptCustomerCart(customer),
    };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 401 || error.statusCode === 422)) {
      return { ok: false, message: 'Invalid email or password' };
    }
    reportError(error, { section: 'account' });
    return { ok: false, message: 'Sorry, we could not log you in right now. Please try again.' };
  }
}

export type CreateAccountResult =
  { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> };

const requiredName = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(100, `${label} is too long`),
  );
const CreateAccountInput = v.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  email: LoginInput.entries.email,
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    v.maxLength(200, 'Password is too long'),
  ),
});

const ACCOUNT_EXISTS = 'An account with this email address already exists. Please log in.';

/**
 * Creates a customer account (POST customer) and signs the visitor in with the same cookies as
 * login; the anonymous cart becomes the new customer's cart.
 */
export async function createAccount(input: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}): Promise<CreateAccountResult> {
  const parsed = v.safeParse(CreateAccountInput, input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue);
      if (key && !(key in fieldErrors)) fieldErrors[key] = issue.message;
    }
    return { ok: false, message: 'Please correct the fields in red', fieldErrors };
  }
  const session = createCookieSession();
  try {
    const customer = await getCommerce().registerCustomer({
      ...parsed.output,
      cartId: await session.getCartId(),
    });
    await adoptCustomerCart(customer);
    return { ok: true };
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 422) {
      const exists = /already exists/i.test(error.message);
      return exists
        ? { ok: false, message: ACCOUNT_EXISTS, fieldErrors: { email: ACCOUNT_EXISTS } }
        : { ok: false, message: error.message };
    }
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not create your account right now. Please try again.',
    };
  }
}

/** Logs out; the token cookie is cleared even when the commerce call fails. The cart goes with it. */
export async function logout(): Promise<{ ok: true }> {
  try {
    await getCommerce().logout();
  } catch (error) {
    reportError(error, { section: 'account' });
  }
  await createCookieSession().clearCartId();
  return { ok: true };
}
