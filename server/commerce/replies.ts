import 'server-only';

import { type CartValidationError, CommerceError } from './errors';
import type { CommerceReply } from './fetch-core';

/**
 * How the typed calls turn a CommerceReply into their return type. Each call picks the one its
 * catalogue row allows; a reply outside it (e.g. an empty body where a customer is due) rejects.
 */

/** The call must answer with a body. */
export function requireBody<T>(reply: CommerceReply<T>): T {
  switch (reply.kind) {
    case 'body':
      return reply.body;
    case 'cart-validation-error':
      throw new CommerceError({
        statusCode: 422,
        message: reply.error.message,
        type: reply.error.type,
        call: reply.call,
      });
    case 'nothing':
      throw new CommerceError({
        statusCode: 502,
        message: `Empty reply from ${reply.call}`,
        call: reply.call,
      });
  }
}

/** The call may answer with nothing (a missing product slug); undefined, not `{}`, so callers test it plainly. */
export function bodyOrUndefined<T>(reply: CommerceReply<T>): T | undefined {
  return reply.kind === 'nothing' ? undefined : requireBody(reply);
}

/** Cart calls: the cart, the server's 422 message as a value, or undefined when the cart is gone (cookie cleared). */
export function cartOutcome<T>(reply: CommerceReply<T>): T | CartValidationError | undefined {
  switch (reply.kind) {
    case 'body':
      return reply.body;
    case 'cart-validation-error':
      return reply.error;
    case 'nothing':
      return undefined;
  }
}
