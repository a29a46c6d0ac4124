import 'server-only';

import * as v from 'valibot';

import { CommerceErrorBodySchema } from '@/lib/commerce/entities';

import { type CartValidationError, CommerceError } from './errors';
import type { CommerceReply } from './transport';
import type { CommerceSession } from './session';

/**
 * What a commerce reply means: the error catalogue (status by status) as one pure decision per
 * call ending (`classifyReply`), the one place its consequence for the visitor's session is
 * carried out (`applySessionEffect`), and how the typed calls read what a call resolved with.
 * The transport settles every call through here (transport.ts); code that must tell
 * failures apart asks `replyClass(error)` instead of reading status codes.
 */

/** The six things a reply can mean, whatever its status code. */
export type ReplyClass =
  /** 2xx. */
  | 'success'
  /** 404: the thing asked for does not exist (or no longer does). */
  | 'not-found'
  /** 401: the credentials sent were refused. */
  | 'refused'
  /** Any other 4xx (422, 409, 400, 403...): the request as sent is not accepted. */
  | 'invalid'
  /** 429: asked too often; the same request may be accepted later. */
  | 'throttled'
  /** No usable answer: timeout (408), unreachable, paused by the breaker, 5xx, unreadable reply. */
  | 'down';

/** What a reply does to the visitor's session (cookies), carried out by `applySessionEffect`. */
export type SessionEffect = 'keep' | 'clear-token' | 'clear-cart-id';

export interface ReplyMeaning {
  class: ReplyClass;
  /**
   * How the call resolves: parse the body (an empty one is "nothing"), resolve without a value,
   * hand a cart path's 422 back as a CartValidationError value, or reject with a CommerceError.
   */
  resolves: 'body' | 'nothing' | 'cart-validation-error' | 'reject';
  session: SessionEffect;
  /** Whether the failure goes to the error report: only what the catalogue does not expect. */
  report: boolean;
}

/** How a call ended, as far as its meaning is concerned. */
export type CallEnding =
  { kind: 'reply'; status: number } | { kind: 'timeout' } | { kind: 'network-error' };

/**
 * What the request carried: a 401 is a verdict on the credentials sent, so only a refused call
 * that carried the customer's token says the token is no good. A refused anonymous, catalogue or
 * app-credential call (e.g. an admin route without app credentials) never signs a shopper out.
 */
export interface SentCredentials {
  customerToken: boolean;
}

/** Calls whose 401 is the answer itself (wrong password, expired token) and is passed on untouched. */
const PASSES_ON_401 = new Set(['customer/login', 'customer/self']);

/** `cart`, `cart/{id}` and everything below it. */
export function isCartPath(path: string): boolean {
  return path === 'cart' || path.startsWith('cart/');
}

export function isProductSlugPath(path: string): boolean {
  return path.startsWith('product/slug/');
}

/** The class of a status code, whichever call it answered. */
export function classOfStatus(status: number): ReplyClass {
  if (status >= 200 && status < 300) return 'success';
  if (status === 404) return 'not-found';
  if (status === 401) return 'refused';
  if (status === 429) return 'throttled';
  if (status >= 400 && status < 500 && status !== 408) return 'invalid';
  return 'down';
}

/** The class of a failed call's error; anything that is not a commerce reply is `down`. */
export function replyClass(error: unknown): ReplyClass {
  return error instanceof CommerceError ? classOfStatus(error.statusCode) : 'down';
}

const rejected = (
  replyClass: ReplyClass,
  report: boolean,
  session: SessionEffect = 'keep',
): ReplyMeaning => ({ class: replyClass, resolves: 'reject', session, report });

/** The error catalogue: what a call's ending means on its path, given what the request carried. */
export function classifyReply(
  ending: CallEnding,
  path: string,
  sent: SentCredentials,
): ReplyMeaning {
  if (ending.kind !== 'reply') return rejected('down', true);
  const { status } = ending;
  const replyClass = classOfStatus(status);
  switch (replyClass) {
    case 'success':
      return { class: replyClass, resolves: 'body', session: 'keep', report: false };
    case 'refused':
      return rejected(
        replyClass,
        false,
        sent.customerToken && !PASSES_ON_401.has(path) ? 'clear-token' : 'keep',
      );
    case 'not-found':
      // A missing product is "no product", not a failure: the page renders its not-found state.
      if (isProductSlugPath(path))
        return { class: replyClass, resolves: 'nothing', session: 'keep', report: false };
      // The cart expired or was converted to an order: forget it so the next add starts a new one.
      if (isCartPath(path))
        return { class: replyClass, resolves: 'nothing', session: 'clear-cart-id', report: false };
      // Everything else, including customer/generate-reset-password-link and
      // customer/generate-magic-link (unknown e-mail), rejects with the server's message.
      return rejected(replyClass, false);
    case 'invalid':
      return invalidMeaning(status, path);
    case 'throttled':
    case 'down':
      return rejected(replyClass, true);
  }
}

function invalidMeaning(status: number, path: string): ReplyMeaning {
  switch (status) {
    case 422:
      // On cart paths the body is returned (the UI shows the server's message).
      if (isCartPath(path))
        return {
          class: 'invalid',
          resolves: 'cart-validation-error',
          session: 'keep',
          report: false,
        };
      return rejected('invalid', false);
    case 409:
      // A checkout still running (order/cart/{id}): an answer to wait for, not a failure.
      return rejected('invalid', !path.startsWith('order/cart/'));
    default:
      return rejected('invalid', true);
  }
}

/** The one place a reply changes the visitor's session. */
export async function applySessionEffect(
  session: CommerceSession,
  effect: SessionEffect,
): Promise<void> {
  switch (effect) {
    case 'clear-token':
      return session.clearToken();
    case 'clear-cart-id':
      return session.clearCartId();
    case 'keep':
      return;
  }
}

/** The message and type of an error reply; the raw text or the status when the body is not the usual shape. */
export function readErrorBody(
  statusCode: number,
  text: string,
): { message: string; type: string | undefined } {
  const parsed = v.safeParse(CommerceErrorBodySchema, parseJsonOrUndefined(text));
  if (parsed.success)
    return { message: parsed.output.message, type: parsed.output.type ?? undefined };
  const trimmed = text.trim();
  return {
    message: trimmed === '' ? `Commerce request failed with status ${statusCode}` : trimmed,
    type: undefined,
  };
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/*
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
