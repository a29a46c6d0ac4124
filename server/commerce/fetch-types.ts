/** The shapes around a commerce call: its settings, the call itself and what it resolves with. */

import type * as v from 'valibot';

import type { CircuitBreaker } from './circuit-breaker';
import type { CartValidationError } from './errors';
import type { HttpMethod } from './retry-policy';

export type { HttpMethod };

export interface ReportContext {
  /** The call's method and path template, e.g. 'GET product/slug/{slug}/for-web' (no ids). */
  call: string;
  statusCode: number;
  attempts: number;
}

export interface CommerceSettings {
  /** The API root, ending in '/v1'. */
  baseUrl: string;
  tenant: string;
  /**
   * A Commerce7 app's id and secret key, sent as Basic auth only on calls marked `auth: 'app'`
   * (admin routes). Absent, such calls are refused here without a request.
   */
  appCredentials?: { id: string; secret: string };
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt, for the calls the retry policy allows. */
  retries?: number;
  /** Wait before retry number `retry` (1-based). */
  retryDelayMs?: (retry: number) => number;
  /**
   * Where failures the catalogue does not expect go: the app passes reportError
   * (server/commerce/index.ts); without one (unit tests, scripts) they go to the console.
   */
  report?: (error: unknown, context: ReportContext) => void;
  /**
   * When the whole call must be over (epoch ms), attempts and waits between them included; read
   * once per call. Rendering passes one deadline per request so a hung service cannot hold a page.
   */
  deadlineAt?: () => number | undefined;
  /** Shared by every call to the service: while open, calls are refused without a request. */
  breaker?: CircuitBreaker;
}

export interface CommerceCall<TSchema extends v.GenericSchema> {
  method: HttpMethod;
  /** Relative to baseUrl, without a leading slash, e.g. 'cart/abc/item'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Validates a 2xx body; the call resolves with its output. */
  schema: TSchema;
  /**
   * Whose credentials go with the call. 'visitor' (default): the customer's token when the
   * session has one (public storefront routes and the customer's own routes). 'app': the app's
   * Basic auth and never the customer's token (admin routes; the one Authorization header cannot
   * carry both).
   */
  auth?: 'visitor' | 'app';
  /**
   * The Idempotency-Key of a call that the caller may repeat later (checkout): the same key on a
   * later call gets the first call's reply. Otherwise each call gets a fresh key.
   */
  idempotencyKey?: string;
}

/**
 * What a call resolved with, after the error catalogue (rejections are thrown CommerceErrors).
 * `call` names the request, e.g. 'GET cart/abc', for messages.
 */
export type CommerceReply<T> = { call: string } & (
  | { kind: 'body'; body: T }
  /** 204 or empty body; 404 on a product slug; 404 on a cart path (the cart id is cleared). */
  | { kind: 'nothing' }
  /** 422 on a cart path. */
  | { kind: 'cart-validation-error'; error: CartValidationError }
);

export interface FetchCore {
  send<TSchema extends v.GenericSchema>(
    call: CommerceCall<TSchema>,
  ): Promise<CommerceReply<v.InferOutput<TSchema>>>;
  /** Whether calls with `auth: 'app'` can be made (app credentials configured). */
  readonly hasAppCredentials: boolean;
  /** Where a call group reports a problem that does not fail the call (e.g. a product left out). */
  report(error: unknown, context: ReportContext): void;
}
