import 'server-only';

/**
 * The commerce transport: the one place a request to commerce is made. What a call is and what it
 * resolves with, the headers it carries (tenant, credentials, idempotency), one attempt bounded by
 * its timeout, which endings are retried, what a reply means (the error catalogue, status by
 * status, and its one effect on the visitor's session), the loop of attempts within the call's
 * deadline and the breaker, and how the typed calls read what a call resolved with. Read top to
 * bottom, it is one request from send to reply; code that must tell failures apart asks
 * `replyClass(error)` (errors.ts) instead of reading status codes.
 */
import { randomUUID } from 'node:crypto';

import { unstable_rethrow } from 'next/navigation';
import * as v from 'valibot';

import { commercePathTemplate } from '@/lib/commerce/path-template';
import { FETCH_RETRIES, REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { type Span, SpanKind, inSpan } from '@/server/observability/tracing';

import {
  type CartValidationError,
  CommerceError,
  type ReplyClass,
  appCredentialsMissingError,
  callsPausedError,
  classOfStatus,
  neverReachedServer,
  readErrorBody,
} from './errors';
import {
  type CommerceSession,
  type CommerceSettings,
  type ReportContext,
  type Transport,
  applySessionEffect,
} from './session';

// The call and what it resolves with.

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

// What a call sends.

async function requestInit(
  call: CommerceCall<v.GenericSchema>,
  { tenant, appCredentials }: CoreOptions,
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

// What a reply means: the error catalogue, one pure decision per call ending.

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
function isCartPath(path: string): boolean {
  return path === 'cart' || path.startsWith('cart/');
}

const resolved = (
  replyClass: ReplyClass,
  resolves: ReplyMeaning['resolves'],
  session: SessionEffect = 'keep',
): ReplyMeaning => ({ class: replyClass, resolves, session, report: false });
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
      return resolved(replyClass, 'body');
    case 'refused':
      return rejected(
        replyClass,
        false,
        sent.customerToken && !PASSES_ON_401.has(path) ? 'clear-token' : 'keep',
      );
    case 'not-found':
      // A missing product is "no product", not a failure: the page renders its not-found state.
      if (path.startsWith('product/slug/')) return resolved(replyClass, 'nothing');
      // The cart expired or was converted to an order: forget it so the next add starts a new one.
      if (isCartPath(path)) return resolved(replyClass, 'nothing', 'clear-cart-id');
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
      if (isCartPath(path)) return resolved('invalid', 'cart-validation-error');
      return rejected('invalid', false);
    case 409:
      // A checkout still running (order/cart/{id}): an answer to wait for, not a failure.
      return rejected('invalid', !path.startsWith('order/cart/'));
    default:
      return rejected('invalid', true);
  }
}

// The call's end: its meaning from the error catalogue, carried out.

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
  const down = (message: string, cause?: unknown) =>
    reported(new CommerceError({ statusCode: 502, message, call: name, cause }));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw down(`Unreadable JSON from ${name}`, cause);
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw down(`Unexpected reply from ${name}: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

// The loop: one span per call, attempts within the deadline, the breaker.

const defaultRetryDelayMs = (retry: number) => 100 * retry;
const defaultReport = (error: unknown, context: ReportContext) =>
  console.error('[commerce]', context, error);

/** The settings a transport works with, defaults applied. */
type CoreOptions = ReturnType<typeof coreOptions>;

function coreOptions(settings: CommerceSettings) {
  return {
    ...settings,
    root: settings.baseUrl.replace(/\/+$/, ''),
    fetchImpl: settings.fetch ?? globalThis.fetch,
    timeoutMs: settings.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retries: settings.retries ?? FETCH_RETRIES,
    retryDelayMs: settings.retryDelayMs ?? defaultRetryDelayMs,
    report: settings.report ?? defaultReport,
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
  const { init, sentCustomerToken } = await requestInit(call, options, session);
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
  if (reply.kind === 'nothing') return undefined;
  return reply.kind === 'body' ? reply.body : reply.error;
}
