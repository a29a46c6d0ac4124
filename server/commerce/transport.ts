import 'server-only';

/**
 * The commerce transport: the one place a request to commerce is made. What a call is and what it
 * resolves with, the headers it carries (tenant, credentials, idempotency), one attempt bounded by
 * its timeout, which endings are retried, the loop of attempts within the call's deadline and the
 * breaker, and the call's end carried out by the error catalogue's meaning (replies.ts). Read top
 * to bottom, it is one request from send to reply.
 */
import { randomUUID } from 'node:crypto';

import { unstable_rethrow } from 'next/navigation';
import * as v from 'valibot';

import { commercePathTemplate } from '@/lib/commerce/path-template';
import { FETCH_RETRIES, REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { type Span, SpanKind, inSpan } from '@/server/observability/tracing';

import type { CircuitBreaker } from './circuit-breaker';
import {
  type CartValidationError,
  CommerceError,
  appCredentialsMissingError,
  callsPausedError,
} from './errors';
import { applySessionEffect, classifyReply, readErrorBody } from './replies';
import type { CommerceSession } from './session';

// The call, its settings and what it resolves with.

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

/** The transport bound to one visitor's session and one caller's budget: what every call takes. */
export interface Transport {
  send<TSchema extends v.GenericSchema>(
    call: CommerceCall<TSchema>,
  ): Promise<CommerceReply<v.InferOutput<TSchema>>>;
  /** Whether calls with `auth: 'app'` can be made (app credentials configured). */
  readonly hasAppCredentials: boolean;
  /** Where a call group reports a problem that does not fail the call (e.g. a product left out). */
  report(error: unknown, context: ReportContext): void;
  /** The visitor's token and cart id: calls that log in or create a cart store them here. */
  readonly session: CommerceSession;
}

// Which endings are retried.

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

// What a call sends.

async function requestInit(
  call: CommerceCall<v.GenericSchema>,
  tenant: string,
  appCredentials: CommerceSettings['appCredentials'],
  session: CommerceSession,
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

// One attempt, bounded by its timeout.

type AttemptResult =
  Exclude<AttemptOutcome, { kind: 'reply' }> | { kind: 'reply'; status: number; text: string };

async function attemptOnce(
  fetchImpl: typeof fetch,
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

function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}

// The call's end: its meaning from the error catalogue (replies.ts), carried out.

interface SettleContext {
  /** `{method} {path}`, for messages. */
  name: string;
  /** `{method} {path template}`: no ids, for reports. */
  reportName: string;
  attempts: number;
  sentCustomerToken: boolean;
  session: CommerceSession;
  report: (error: unknown, context: ReportContext) => void;
}

async function settle<TSchema extends v.GenericSchema>(
  call: CommerceCall<TSchema>,
  result: AttemptResult,
  context: SettleContext,
): Promise<CommerceReply<v.InferOutput<TSchema>>> {
  const { name } = context;
  const meaning = classifyReply(result, call.path, { customerToken: context.sentCustomerToken });
  await applySessionEffect(context.session, meaning.session);
  const reported = (error: CommerceError): CommerceError => {
    context.report(error, {
      call: context.reportName,
      statusCode: error.statusCode,
      attempts: context.attempts,
    });
    return error;
  };
  const fail = (error: CommerceError): never => {
    throw meaning.report ? reported(error) : error;
  };

  if (result.kind === 'timeout') {
    return fail(new CommerceError({ statusCode: 408, message: 'Request timed out', call: name }));
  }
  if (result.kind === 'network-error') {
    return fail(
      new CommerceError({
        statusCode: 502,
        message: 'Commerce service unreachable',
        call: name,
        cause: result.error,
      }),
    );
  }
  switch (meaning.resolves) {
    case 'body':
      return result.text.trim() === ''
        ? { call: name, kind: 'nothing' }
        : { call: name, kind: 'body', body: parseBody(call.schema, result.text, name, reported) };
    case 'nothing':
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
      const { message, type } = readErrorBody(result.status, result.text);
      return fail(new CommerceError({ statusCode: result.status, message, type, call: name }));
    }
  }
}

/**
 * A 2xx body read with the call's schema. Unreadable JSON or a mismatch is the service failing
 * (a 502, class `down`), always reported.
 */
function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  text: string,
  name: string,
  reported: (error: CommerceError) => CommerceError,
): v.InferOutput<TSchema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
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
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    throw reported(
      new CommerceError({
        statusCode: 502,
        message: `Unexpected reply from ${name}: ${v.summarize(parsed.issues)}`,
        call: name,
      }),
    );
  }
  return parsed.output;
}

// The loop: one span per call, attempts within the deadline, the breaker.

const defaultRetryDelayMs = (retry: number) => 100 * retry;
const defaultReport = (error: unknown, context: ReportContext) =>
  console.error('[commerce]', context, error);

/** The settings a core works with, defaults applied. */
interface CoreOptions {
  root: string;
  tenant: string;
  fetchImpl: typeof fetch;
  timeoutMs: number;
  retries: number;
  retryDelayMs: (retry: number) => number;
  report: (error: unknown, context: ReportContext) => void;
  deadlineAt: CommerceSettings['deadlineAt'];
  breaker: CommerceSettings['breaker'];
  appCredentials: CommerceSettings['appCredentials'];
}

function coreOptions(settings: CommerceSettings): CoreOptions {
  return {
    root: settings.baseUrl.replace(/\/+$/, ''),
    tenant: settings.tenant,
    fetchImpl: settings.fetch ?? globalThis.fetch,
    timeoutMs: settings.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retries: settings.retries ?? FETCH_RETRIES,
    retryDelayMs: settings.retryDelayMs ?? defaultRetryDelayMs,
    report: settings.report ?? defaultReport,
    deadlineAt: settings.deadlineAt,
    breaker: settings.breaker,
    appCredentials: settings.appCredentials,
  };
}

/** The one place a commerce request is made: headers, timeout, retries, error catalogue, parsing. */
export function createTransport(settings: CommerceSettings, session: CommerceSession): Transport {
  const options = coreOptions(settings);

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
          'commerce.breaker.state': options.breaker?.state ?? 'none',
        },
      },
      (span) => sendInSpan(options, session, call, spanName, span),
    );
  }

  return {
    send,
    hasAppCredentials: options.appCredentials !== undefined,
    report: options.report,
    session,
  };
}

async function sendInSpan<TSchema extends v.GenericSchema>(
  options: CoreOptions,
  session: CommerceSession,
  call: CommerceCall<TSchema>,
  reportName: string,
  span: Span,
): Promise<CommerceReply<v.InferOutput<TSchema>>> {
  const name = `${call.method} ${call.path}`;
  const { appCredentials, breaker } = options;
  if (call.auth === 'app' && !appCredentials) throw appCredentialsMissingError(reportName, name);
  const { init, sentCustomerToken } = await requestInit(
    call,
    options.tenant,
    appCredentials,
    session,
  );
  const url = buildUrl(options.root, call.path, call.query);
  if (breaker && !breaker.allow()) {
    span.setAttribute('commerce.attempts', 0);
    // Not reported: the breaker reported the outage once when it opened.
    throw callsPausedError(name);
  }
  const { result, attempts, deadlineHit } = await attemptUntilDone(options, call.method, url, init);
  breaker?.record(result.kind === 'reply');
  span.setAttributes({
    'commerce.attempts': attempts,
    'commerce.deadline_hit': deadlineHit,
    ...(attempts > 1 ? { 'http.request.resend_count': attempts - 1 } : {}),
    ...(result.kind === 'reply' ? { 'http.response.status_code': result.status } : {}),
  });
  return settle(call, result, {
    name,
    reportName,
    attempts,
    sentCustomerToken,
    session,
    report: options.report,
  });
}

/**
 * Attempts the request until one counts: retried as the retry policy allows, each attempt within
 * the per-attempt timeout and all of them within the call's deadline, when it has one.
 */
async function attemptUntilDone(
  options: CoreOptions,
  method: HttpMethod,
  url: string,
  init: RequestInit,
): Promise<{ result: AttemptResult; attempts: number; deadlineHit: boolean }> {
  const { timeoutMs, breaker } = options;
  const endsAt = options.deadlineAt?.();
  for (let attempt = 1; ; attempt++) {
    const remaining = endsAt === undefined ? timeoutMs : endsAt - Date.now();
    let result: AttemptResult;
    try {
      result =
        remaining > 0
          ? await attemptOnce(options.fetchImpl, url, init, Math.min(timeoutMs, remaining))
          : { kind: 'timeout' };
    } catch (error) {
      // Next ended the render under us: no outcome to learn from, but a trial slot must not leak.
      breaker?.abandon();
      throw error;
    }
    let deadlineHit = remaining <= 0 || (result.kind === 'timeout' && remaining < timeoutMs);
    // An attempt the deadline cut short is the end: timers may fire a millisecond early, and
    // a retry squeezed into that millisecond would only be a second request to a hung service.
    if (!deadlineHit && attempt <= options.retries && shouldRetry(method, result)) {
      const delay = options.retryDelayMs(attempt);
      // A retry that could not start before the deadline is not worth its wait.
      if (endsAt === undefined || Date.now() + delay < endsAt) {
        await sleep(delay);
        continue;
      }
      deadlineHit = true;
    }
    return { result, attempts: attempt, deadlineHit };
  }
}
