/**
 * Customer identity for a request. Routes that need a customer insist on a valid token (401
 * otherwise); routes where the customer is optional treat an unknown or expired token as an
 * anonymous visitor rather than failing the page.
 */
import type { RequestContext } from './router';
import { unauthorized, notFound } from './http';
import { customerIdForToken } from './store/customers';

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
