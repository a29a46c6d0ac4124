import 'server-only';

import type * as v from 'valibot';

import { FETCH_RETRIES, REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { type Span, SpanKind, inSpan } from '@/server/observability/tracing';

import { appCredentialsMissingError, callsPausedError } from './errors';
import { type AttemptResult, attemptOnce, sleep } from './fetch-attempt';
import { buildUrl, requestInit } from './fetch-request';
import type {
  CommerceCall,
  CommerceReply,
  CommerceSettings,
  FetchCore,
  ReportContext,
} from './fetch-types';
import { settle } from './fetch-settle';
import { type HttpMethod, shouldRetry } from './retry-policy';
import { commercePathTemplate } from '@/lib/commerce/path-template';
import type { CommerceSession } from './session';

// The call's shapes live in fetch-types.ts; callers import them from here.
export type {
  CommerceCall,
  CommerceReply,
  CommerceSettings,
  FetchCore,
  HttpMethod,
  ReportContext,
} from './fetch-types';

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
export function createFetchCore(settings: CommerceSettings, session: CommerceSession): FetchCore {
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
