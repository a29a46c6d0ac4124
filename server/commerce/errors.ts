import 'server-only';

import * as v from 'valibot';

import { CommerceErrorBodySchema } from '@/lib/commerce/entities';

/**
 * What a failed commerce call is: `CommerceError`, its class for code that tells failures apart
 * (`replyClass`, never a status code), the message of an error reply, the refusals made without a
 * request, and whether a failed fetch ever reached the service. The transport (transport.ts)
 * decides what each ending means.
 */

/**
 * A rejected commerce call. `statusCode` is the HTTP status of the reply, or one of our own:
 * 408 when the request timed out, 502 when the service could not be reached or
 * replied with something we cannot read.
 */
export class CommerceError extends Error {
  readonly statusCode: number;
  /** The server's error type, when its error body named one. */
  readonly type: string | undefined;
  /** The call that failed, e.g. 'GET cart/abc'. */
  readonly call: string | undefined;

  constructor(details: {
    statusCode: number;
    message: string;
    type?: string;
    call?: string;
    cause?: unknown;
  }) {
    super(details.message, { cause: details.cause });
    this.name = 'CommerceError';
    this.statusCode = details.statusCode;
    this.type = details.type;
    this.call = details.call;
  }
}

/** The type of the error a call gets while the circuit breaker pauses the service. */
export const CALLS_PAUSED = 'calls-paused';

/** The type of the error an admin call gets when no app credentials are configured (no request made). */
const APP_CREDENTIALS_MISSING = 'app-credentials-missing';

/**
 * True for a call refused because the breaker has paused the service: the outage was reported
 * once when the breaker opened, so callers falling back quietly need not report it again.
 */
export function isCallsPaused(error: unknown): boolean {
  return error instanceof CommerceError && error.type === CALLS_PAUSED;
}

/**
 * A 422 on a cart path, handed back as a value rather than thrown: the UI shows the server's
 * message. A plain object, not a
 * class, so a server action can return it to a client island unchanged.
 */
export interface CartValidationError {
  kind: 'cart-validation-error';
  statusCode: 422;
  type: string | undefined;
  message: string;
}

export function isCartValidationError(value: unknown): value is CartValidationError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'cart-validation-error'
  );
}

/** The refusal of a call made while the breaker pauses the service (no request, not reported). */
export function callsPausedError(call: string): CommerceError {
  return new CommerceError({
    statusCode: 503,
    message: 'Commerce service not answering; calls paused',
    type: CALLS_PAUSED,
    call,
  });
}

/** The refusal of an admin call without app credentials: never a request, it would only get a 401. */
export function appCredentialsMissingError(reportName: string, call: string): CommerceError {
  return new CommerceError({
    statusCode: 401,
    message: `${reportName} needs app credentials (COMMERCE_APP_ID / COMMERCE_APP_SECRET)`,
    type: APP_CREDENTIALS_MISSING,
    call,
  });
}

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

/** Socket errors raised before a connection exists, so no byte of the request was sent. */
const NEVER_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * True when fetch failed before any connection: undici throws `TypeError('fetch failed')` with the
 * socket error as `cause`, which is an AggregateError when several addresses were tried.
 */
export function neverReachedServer(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof AggregateError && cause.errors.length > 0) {
    return cause.errors.every((inner) => NEVER_CONNECTED_CODES.has(errorCode(inner) ?? ''));
  }
  return NEVER_CONNECTED_CODES.has(errorCode(cause) ?? '');
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
