import 'server-only';

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
export const APP_CREDENTIALS_MISSING = 'app-credentials-missing';

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
