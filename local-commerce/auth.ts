/**
 * Customer identity for a request. Routes that need a customer insist on a valid token (401
 * otherwise); routes where the customer is optional treat an unknown or expired token as an
 * anonymous visitor rather than failing the page. The app's own credentials, for the admin
 * routes, are checked below.
 */
import type { RequestContext } from './router';
import { forbidden, unauthorized, notFound } from './http';
import { requireOpenCart, type CartRow } from './store/carts';
import { customerIdForToken } from './store/customers';
import { createHash, timingSafeEqual } from 'node:crypto';

export async function optionalCustomerId(context: RequestContext): Promise<string | null> {
  return context.token ? customerIdForToken(context.sql, context.token) : null;
}

export async function requireCustomerId(context: RequestContext): Promise<string> {
  const customerId = await optionalCustomerId(context);
  if (!customerId) throw unauthorized('Invalid or missing customer token');
  return customerId;
}

/**
 * For `customer/{id}/...` paths: the token must belong to that customer. Another customer's id
 * answers 404, so ids cannot be probed and the client does not drop a valid token.
 */
export async function requireSameCustomer(
  context: RequestContext,
  customerId: string,
  what: string,
) {
  const signedIn = await requireCustomerId(context);
  if (signedIn !== customerId) throw notFound(`${what} not found`);
}

const CUSTOMER_MISMATCH = 'customerId does not match the signed-in customer';

/**
 * The customer a request acts for when its payload or query names one (product reads, cart
 * creation, club sign-up). A caller-supplied customerId is never trusted on its own: it must be
 * the customer of the bearer token (403 otherwise), so nobody reads member prices or creates
 * carts and memberships in another customer's name. Without a customerId, the token decides.
 */
export async function actingCustomerId(
  context: RequestContext,
  claimed: string | null | undefined,
): Promise<string | null> {
  const signedIn = await optionalCustomerId(context);
  if (!claimed) return signedIn;
  if (claimed !== signedIn) throw forbidden(CUSTOMER_MISMATCH);
  return claimed;
}

/**
 * An open cart the caller may read or change: an anonymous cart by its (unguessable) id, a
 * customer's cart only with that customer's token. Another customer's cart answers 404 like an
 * unknown one, so cart ids cannot be probed, and a shop holding a stale id drops it.
 */
export async function requireOwnOpenCart(
  context: RequestContext,
  cartId: string,
): Promise<CartRow> {
  const cart = await requireOpenCart(context.sql, cartId);
  if (cart.customer_id && cart.customer_id !== (await optionalCustomerId(context))) {
    throw notFound('Cart not found');
  }
  return cart;
}

/**
 * Commerce7 app authentication for the admin routes: Basic auth with the app id as user and its
 * secret key as password, beside the `tenant` header
 * (https://dev-center-docs.commerce7.com/docs/c7-api-permissions). Without it an admin route
 * answers 401 with Commerce7's error body; the storefront's public routes never ask for it.
 */

export interface AppCredentials {
  id: string;
  secret: string;
}

export function basicAuthorization({ id, secret }: AppCredentials): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

/** True only when credentials are configured and the header carries exactly them. */
export function isAppAuthorized(
  header: string | undefined,
  credentials: AppCredentials | undefined,
): boolean {
  if (!credentials || !header) return false;
  // Compared as digests: equal length, constant time, whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header.trim()), digest(basicAuthorization(credentials)));
}
