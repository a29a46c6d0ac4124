import 'server-only';

import type * as v from 'valibot';

import { FETCH_RETRIES, REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { type Span, SpanKind, inSpan } from '@/server/observability/tracing';

import { APP_CREDENTIALS_MISSING, CALLS_PAUSED, CommerceError } from './errors';
import { type AttemptResult, attemptOnce, sleep } from './fetch-attempt';
import { buildUrl, requestInit } from './fetch-request';
import type {
  CommerceCall,
  CommerceReply,
  CommerceSettings,
  FetchCore,
  ReportContext,
} from './fetch-types';
import { settle } from './fetch-verdict';
import { shouldRetry } from './retry-policy';
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
    const { init, sentCustomerToken } = await requestInit(call, tenant, appCredentials, session);
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
            ? await attemptOnce(fetchImpl, url, init, Math.min(timeoutMs, remaining))
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
      return settle(call, result, {
        name,
        reportName,
        attempts: attempt,
        sentCustomerToken,
        session,
        report,
      });
    }
  }

  return { send, hasAppCredentials: appCredentials !== undefined, report };
}
