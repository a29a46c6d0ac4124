import 'server-only';

import { unstable_rethrow } from 'next/navigation';

import { randomUUID } from 'node:crypto';

import * as v from 'valibot';

import { FETCH_RETRIES, REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { type Span, SpanKind, inSpan } from '@/server/observability/tracing';

import { judgeReply } from './catalogue';
import type { CircuitBreaker } from './circuit-breaker';
import {
  APP_CREDENTIALS_MISSING,
  CALLS_PAUSED,
  type CartValidationError,
  CommerceError,
  readErrorBody,
} from './errors';
import { type AttemptOutcome, type HttpMethod, shouldRetry } from './retry-policy';
import { commercePathTemplate } from './path-template';
import type { CommerceSession } from './session';

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

type AttemptResult =
  Exclude<AttemptOutcome, { kind: 'reply' }> | { kind: 'reply'; status: number; text: string };

const defaultRetryDelayMs = (retry: number) => 100 * retry;
const defaultReport = (error: unknown, context: ReportContext) =>
  console.error('[commerce]', context, error);

/** The one place a commerce request is made: headers, timeout, retries, error catalogue, parsing. */
export function createFetchCore(settings: CommerceSettings, session: CommerceSession): FetchCore {
  const {
    baseUrl,
    tenant,
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = REQUEST_TIMEOUT_MS,
    retries = FETCH_RETRIES,
    retryDelayMs = defaultRetryDelayMs,
    report = defaultReport,
    deadlineAt,
    breaker,
    appCredentials,
  } = settings;
  const root = baseUrl.replace(/\/+$/, '');

  async function attemptOnce(
    url: string,
    init: RequestInit,
    timeoutMs: number,
  ): Promise<AttemptResult> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Raced as well as aborted: a fetch that ignores its signal still cannot hold the call past the timeout.
    const timedOut = new Promise<AttemptResult>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ kind: 'timeout' });
      }, timeoutMs);
    });
    const exchange = (async (): Promise<AttemptResult> => {
      try {
        const response = await fetchImpl(url, { ...init, signal: controller.signal });
        // The body is read inside the attempt so a stalled body counts against the timeout too.
        return { kind: 'reply', status: response.status, text: await response.text() };
      } catch (error) {
        // Next aborts I/O of a finished prerender with its own error: pass it on untouched, it is
        // neither a failure to retry nor one to report.
        unstable_rethrow(error);
        return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network-error', error };
      }
    })();
    try {
      return await Promise.race([exchange, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One span per logical call (HTTP client semantic conventions: `{method} {url.template}`),
   * retries included: the attempts, whether the deadline cut it short and the breaker's state.
   */
  function send<TSchema extends v.GenericSchema>(
    call: CommerceCall<TSchema>,
  ): Promise<CommerceReply<v.InferOutput<TSchema>>> {
    const template = commercePathTemplate(call.path);
    // Also the call's name in error reports: no cart, customer or order id in either.
    const spanName = `${call.method} ${template}`;
    return inSpan(
      spanName,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': call.method,
          'url.template': template,
          'commerce.breaker.state': breaker?.state ?? 'none',
        },
      },
      (span) => sendInSpan(call, spanName, span),
    );
  }

  async function sendInSpan<TSchema extends v.GenericSchema>(
    call: CommerceCall<TSchema>,
    reportName: string,
    span: Span,
  ): Promise<CommerceReply<v.InferOutput<TSchema>>> {
    const name = `${call.method} ${call.path}`;
    if (call.auth === 'app' && !appCredentials) {
      // Never a request without them: an admin route would only answer 401.
      throw new CommerceError({
        statusCode: 401,
        message: `${reportName} needs app credentials (COMMERCE_APP_ID / COMMERCE_APP_SECRET)`,
        type: APP_CREDENTIALS_MISSING,
        call: name,
      });
    }
    const { init, sentCustomerToken } = await requestInit(call);
    const url = buildUrl(root, call.path, call.query);
    if (breaker && !breaker.allow()) {
      span.setAttribute('commerce.attempts', 0);
      // Not reported: the breaker reported the outage once when it opened.
      throw new CommerceError({
        statusCode: 503,
        message: 'Commerce service not answering; calls paused',
        type: CALLS_PAUSED,
        call: name,
      });
    }
    const endsAt = deadlineAt?.();

    for (let attempt = 1; ; attempt++) {
      const remaining = endsAt === undefined ? timeoutMs : endsAt - Date.now();
      let result: AttemptResult;
      try {
        result =
          remaining > 0
            ? await attemptOnce(url, init, Math.min(timeoutMs, remaining))
            : { kind: 'timeout' };
      } catch (error) {
        // Next ended the render under us: no outcome to learn from, but a trial slot must not leak.
        breaker?.abandon();
        throw error;
      }
      let deadlineHit = remaining <= 0 || (result.kind === 'timeout' && remaining < timeoutMs);
      // An attempt the deadline cut short is the end: timers may fire a millisecond early, and
      // a retry squeezed into that millisecond would only be a second request to a hung service.
      if (!deadlineHit && attempt <= retries && shouldRetry(call.method, result)) {
        const delay = retryDelayMs(attempt);
        // A retry that could not start before the deadline is not worth its wait.
        if (endsAt === undefined || Date.now() + delay < endsAt) {
          await sleep(delay);
          continue;
        }
        deadlineHit = true;
      }
      breaker?.record(result.kind === 'reply');
      span.setAttributes({
        'commerce.attempts': attempt,
        'commerce.deadline_hit': deadlineHit,
        ...(attempt > 1 ? { 'http.request.resend_count': attempt - 1 } : {}),
        ...(result.kind === 'reply' ? { 'http.response.status_code': result.status } : {}),
      });
      return settle(call, name, reportName, result, attempt, sentCustomerToken);
    }
  }

  async function requestInit(
    call: CommerceCall<v.GenericSchema>,
  ): Promise<{ init: RequestInit; sentCustomerToken: boolean }> {
    const headers: Record<string, string> = { tenant, 'Content-Type': 'application/json' };
    let sentCustomerToken = false;
    if (call.auth === 'app' && appCredentials) {
      // Commerce7 app authentication: Basic auth, the app id as user and its secret as password.
      headers.Authorization = basicAuth(appCredentials);
    } else {
      const token = await session.getToken();
      // Commerce7 takes the customer token as is, without a scheme.
      if (token !== undefined) headers.Authorization = token;
      sentCustomerToken = token !== undefined;
    }
    // One key per logical call, sent unchanged on every retry, so the server can recognise a replay.
    if (call.method !== 'GET') headers['Idempotency-Key'] = call.idempotencyKey ?? randomUUID();
    return {
      init: {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      },
      sentCustomerToken,
    };
  }

  async function settle<TSchema extends v.GenericSchema>(
    call: CommerceCall<TSchema>,
    name: string,
    reportName: string,
    result: AttemptResult,
    attempts: number,
    sentCustomerToken: boolean,
  ): Promise<CommerceReply<v.InferOutput<TSchema>>> {
    const reported = (error: CommerceError): CommerceError => {
      report(error, { call: reportName, statusCode: error.statusCode, attempts });
      return error;
    };

    if (result.kind === 'timeout') {
      throw reported(
        new CommerceError({ statusCode: 408, message: 'Request timed out', call: name }),
      );
    }
    if (result.kind === 'network-error') {
      throw reported(
        new CommerceError({
          statusCode: 502,
          message: 'Commerce service unreachable',
          call: name,
          cause: result.error,
        }),
      );
    }

    const verdict = judgeReply(result.status, call.path, { customerToken: sentCustomerToken });
    switch (verdict.kind) {
      case 'body': {
        if (result.text.trim() === '') return { call: name, kind: 'nothing' };
        let json: unknown;
        try {
          json = JSON.parse(result.text);
        } catch (cause) {
          throw reported(
            new CommerceError({
              statusCode: 502,
              message: `Unreadable JSON from ${name}`,
              call: name,
              cause,
            }),
          );
        }
        const parsed = v.safeParse(call.schema, json);
        if (!parsed.success) {
          throw reported(
            new CommerceError({
              statusCode: 502,
              message: `Unexpected reply from ${name}: ${v.summarize(parsed.issues)}`,
              call: name,
            }),
          );
        }
        return { call: name, kind: 'body', body: parsed.output };
      }
      case 'nothing':
        if (verdict.clearCartId) await session.clearCartId();
        return { call: name, kind: 'nothing' };
      case 'cart-validation-error': {
        const { message, type } = readErrorBody(result.status, result.text);
        return {
          call: name,
          kind: 'cart-validation-error',
          error: { kind: 'cart-validation-error', statusCode: 422, type, message },
        };
      }
      case 'reject': {
        if (verdict.clearToken) await session.clearToken();
        const { message, type } = readErrorBody(result.status, result.text);
        const error = new CommerceError({ statusCode: result.status, message, type, call: name });
        throw verdict.report ? reported(error) : error;
      }
    }
  }

  return { send, hasAppCredentials: appCredentials !== undefined, report };
}

function basicAuth({ id, secret }: { id: string; secret: string }): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

function buildUrl(
  root: string,
  path: string,
  query: CommerceCall<v.GenericSchema>['query'],
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${root}/${path}${search === '' ? '' : `?${search}`}`;
}

function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}
