import 'server-only';

import * as v from 'valibot';

import { type Customer, CustomerSchema } from '@/lib/commerce/entities';

import { CommerceError } from './errors';
import type { Transport } from './session';
import { requireBody } from './transport';

export interface LoginPayload {
  email: string;
  password: string;
  /** The anonymous cart to merge into the customer's cart. */
  cartId?: string;
}

export interface RegisterCustomerPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The anonymous cart the new customer keeps. */
  cartId?: string;
}

/** A POST whose answer carries nothing the caller needs: it resolves once the service accepts it. */
async function post(core: Transport, path: string, body: unknown): Promise<void> {
  await core.send({ method: 'POST', path, body, schema: v.unknown() });
}

// Who the customer is: signing in (the token kept in the session), out, and the signed-in customer.

/**
 * Sends a call that answers with a freshly signed-in customer and keeps its token in the session,
 * so the next call is made as that customer. The token also stays on the returned customer, as
 * Commerce7 sends it: never hand that object to client code as is.
 */
async function signIn(
  commerce: Transport,
  path: string,
  body: LoginPayload | RegisterCustomerPayload | { token: string },
): Promise<Customer> {
  const customer = requireBody(
    await commerce.send({ method: 'POST', path, body, schema: CustomerSchema }),
  );
  if (!customer.token) {
    throw new CommerceError({
      statusCode: 502,
      message: `No token in the reply of POST ${path}`,
      call: `POST ${path}`,
    });
  }
  await commerce.session.setToken(customer.token);
  return customer;
}

/** POST customer/login. A wrong password rejects with the server's 401 and leaves the session alone. */
export function login(commerce: Transport, payload: LoginPayload): Promise<Customer> {
  return signIn(commerce, 'customer/login', payload);
}

/** POST customer (local service): creates the customer and signs them in. */
export function registerCustomer(
  commerce: Transport,
  payload: RegisterCustomerPayload,
): Promise<Customer> {
  return signIn(commerce, 'customer', payload);
}

/** POST customer/magic-link-login (local service): signs in with a magic-link token. */
export function signInWithMagicLink(commerce: Transport, token: string): Promise<Customer> {
  return signIn(commerce, 'customer/magic-link-login', { token });
}

/** POST customer/logout. The token is cleared even when the call fails: the visitor asked to leave. */
export async function logout(commerce: Transport): Promise<void> {
  try {
    // Without a token there is no sign-in to revoke: nothing to ask commerce.
    if (!(await commerce.session.getToken())) return;
    await post(commerce, 'customer/logout', {});
  } finally {
    await commerce.session.clearToken();
  }
}

/** GET customer/self: the signed-in customer. A 401 rejects without clearing the token. */
export async function getSelf(commerce: Transport): Promise<Customer> {
  return requireBody(
    await commerce.send({ method: 'GET', path: 'customer/self', schema: CustomerSchema }),
  );
}

// The e-mailed links that let a customer in without a password, and the new password they lead to.

/** POST customer/generate-reset-password-link; an unknown e-mail rejects with the server's message. */
export function generateResetPasswordLink(
  commerce: Transport,
  payload: { email: string },
): Promise<void> {
  return post(commerce, 'customer/generate-reset-password-link', payload);
}

/**
 * POST customer/generate-magic-link; an unknown e-mail rejects with the server's message.
 * redirectUrl: the page the link leads to (it carries the magicLinkToken query).
 */
export function generateMagicLink(
  commerce: Transport,
  payload: { email: string; redirectUrl?: string },
): Promise<void> {
  return post(commerce, 'customer/generate-magic-link', payload);
}

/** POST customer/reset-password (local service): a new password for a reset-link token. */
export function resetPassword(
  commerce: Transport,
  payload: { token: string; password: string },
): Promise<void> {
  return post(commerce, 'customer/reset-password', payload);
}
