'use server';

import * as v from 'valibot';
import type { Cart, Customer } from '@/lib/commerce/entities';
import { CommerceError, getCommerce, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import type { AccountSummary } from '@/components/shell/shell-store';
import { reportError } from '@/server/observability/report';
import { clientIpKey, rateLimit } from '@/server/security/rate-limit';

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
  // Per address and per e-mail, counted before commerce hears of the attempt.
  const limit = await rateLimit('login', [await clientIpKey(), `email:${parsed.output.email}`]);
  if (!limit.ok) return { ok: false, message: limit.message };
  const session = createCookieSession();
  const commerce = getCommerce();
  try {
    const customer = await commerce.login({ ...parsed.output, cartId: await session.getCartId() });
    // Spec section 4: the cart and the cartId cookie follow the customer's order information.
    const cartId = customer.orderInformation.currentWebCartId;
    let cart: Cart | null = null;
    if (cartId) {
      await session.setCartId(cartId);
      const result = await commerce.getCart(cartId).catch(() => undefined);
      cart = result && !isCartValidationError(result) ? result : null;
    }
    return { ok: true, account: accountSummaryOf(customer), cart };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 401 || error.statusCode === 422)) {
      return { ok: false, message: 'Invalid email or password' };
    }
    reportError(error, { section: 'account' });
    return { ok: false, message: 'Sorry, we could not log you in right now. Please try again.' };
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
