import 'server-only';

import * as v from 'valibot';

import { type Customer, CustomerSchema } from '@/lib/commerce/entities';

import { CommerceError } from './errors';
import type { Transport } from './transport';
import { requireBody } from './replies';
import type { CommerceSession } from './session';

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

/** Who the customer is: signing in (the token kept in the session), out, and the signed-in customer. */
export function customerCalls(core: Transport, session: CommerceSession) {
  /**
   * Sends a call that answers with a freshly signed-in customer and keeps its token in the session,
   * so the next call is made as that customer. The token also stays on the returned customer, as
   * Commerce7 sends it: never hand that object to client code as is.
   */
  async function signIn(
    path: string,
    body: LoginPayload | RegisterCustomerPayload | { token: string },
  ): Promise<Customer> {
    const customer = requireBody(
      await core.send({ method: 'POST', path, body, schema: CustomerSchema }),
    );
    if (!customer.token) {
      throw new CommerceError({
        statusCode: 502,
        message: `No token in the reply of POST ${path}`,
        call: `POST ${path}`,
      });
    }
    await session.setToken(customer.token);
    return customer;
  }

  /** POST customer/logout. The token is cleared even when the call fails: the visitor asked to leave. */
  async function logout(): Promise<void> {
    try {
      // Without a token there is no sign-in to revoke: nothing to ask commerce.
      if (!(await session.getToken())) return;
      await post(core, 'customer/logout', {});
    } finally {
      await session.clearToken();
    }
  }

  return {
    /** POST customer/login. A wrong password rejects with the server's 401 and leaves the session alone. */
    login: (payload: LoginPayload) => signIn('customer/login', payload),
    /** POST customer (local service): creates the customer and signs them in. */
    registerCustomer: (payload: RegisterCustomerPayload) => signIn('customer', payload),
    /** POST customer/magic-link-login (local service): signs in with a magic-link token. */
    signInWithMagicLink: (token: string) => signIn('customer/magic-link-login', { token }),
    logout,
    /** GET customer/self: the signed-in customer. A 401 rejects without clearing the token. */
    getSelf: async (): Promise<Customer> =>
      requireBody(
        await core.send({ method: 'GET', path: 'customer/self', schema: CustomerSchema }),
      ),
  };
}

/** The e-mailed links that let a customer in without a password, and the new password they lead to. */
export function customerLinkCalls(core: Transport) {
  return {
    /** POST customer/generate-reset-password-link; an unknown e-mail rejects with the server's message. */
    generateResetPasswordLink: (payload: { email: string }) =>
      post(core, 'customer/generate-reset-password-link', payload),
    /**
     * POST customer/generate-magic-link; an unknown e-mail rejects with the server's message.
     * redirectUrl: the page the link leads to (it carries the magicLinkToken query).
     */
    generateMagicLink: (payload: { email: string; redirectUrl?: string }) =>
      post(core, 'customer/generate-magic-link', payload),
    /** POST customer/reset-password (local service): a new password for a reset-link token. */
    resetPassword: (payload: { token: string; password: string }) =>
      post(core, 'customer/reset-password', payload),
  };
}
