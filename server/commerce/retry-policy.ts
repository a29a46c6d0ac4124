import 'server-only';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How one attempt ended, as far as retrying is concerned. */
export type AttemptOutcome =
  | { kind: 'reply'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network-error'; error: unknown };

/**
 * A retry must never repeat a side effect. GET reads; PUT sets an absolute quantity or gift message
 * and DELETE removes, so repeating them lands in the same state. A POST (add to cart, checkout,
 * login) may have been carried out even when its reply was lost or was a 5xx, so it is retried only
 * when the connection provably never opened. 4xx is never retried: the same request gets the same answer.
 */
export function shouldRetry(method: HttpMethod, outcome: AttemptOutcome): boolean {
  const idempotent = method !== 'POST';
  switch (outcome.kind) {
    case 'reply':
      return idempotent && outcome.status >= 500;
    case 'timeout':
      return idempotent;
    case 'network-error':
      return idempotent || neverReachedServer(outcome.error);
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
