import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSpans } from '@/tests/support/in-memory-tracing';
import { createCircuitBreaker } from './circuit-breaker';
import { type CommerceSettings, createFetchCore } from './fetch-core';
import { createMemorySession } from './session';
import {
  BASE_URL,
  TENANT,
  connectionRefused,
  fakeFetch,
  jsonReply,
  type Responder,
} from '@/tests/support/commerce-fakes';

/** The span of each commerce call: one per logical call, retries included. */
const tracing = recordSpans();
beforeEach(() => tracing.reset());

function send(responder: Responder, settings: Partial<CommerceSettings> = {}) {
  const { fetch } = fakeFetch(responder);
  const core = createFetchCore(
    {
      baseUrl: BASE_URL,
      tenant: TENANT,
      fetch,
      report: vi.fn(),
      retryDelayMs: () => 0,
      ...settings,
    },
    createMemorySession({ token: 'secret-token', cartId: 'cart-1' }),
  );
  return core.send({ method: 'GET', path: 'cart/cart-1', schema: v.unknown() });
}

const onlySpan = (): ReadableSpan => {
  const spans = tracing.spans();
  expect(spans).toHaveLength(1);
  return spans[0] as ReadableSpan;
};

describe('commerce call spans', () => {
  it('names the call by method and path template, never by its ids or token', async () => {
    await send(() => jsonReply(200, {}));
    const span = onlySpan();
    expect(span.name).toBe('GET cart/{cartId}');
    expect(span.kind).toBe(2); // SpanKind.CLIENT
    expect(span.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': 'cart/{cartId}',
      'http.response.status_code': 200,
      'commerce.attempts': 1,
      'commerce.deadline_hit': false,
      'commerce.breaker.state': 'none',
    });
    expect(JSON.stringify(span.attributes)).not.toMatch(/cart-1|secret-token/);
  });

  it('counts the retries of a call that could not connect and marks it failed', async () => {
    await expect(
      send(() => {
        throw connectionRefused();
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    const span = onlySpan();
    expect(span.attributes).toMatchObject({
      'commerce.attempts': 4,
      'http.request.resend_count': 3,
      'commerce.deadline_hit': false,
      'error.type': '502',
    });
    expect(span.attributes['http.response.status_code']).toBeUndefined();
    expect(span.status.code).toBe(2); // SpanStatusCode.ERROR
  });

  it('says when the deadline cut the call short', async () => {
    await expect(send(() => 'hang', { deadlineAt: () => Date.now() + 50 })).rejects.toMatchObject({
      statusCode: 408,
    });
    expect(onlySpan().attributes).toMatchObject({
      'commerce.deadline_hit': true,
      'error.type': '408',
    });
  });

  it("records the breaker's state: a paused service is a call refused without a request", async () => {
    const breaker = createCircuitBreaker({ threshold: 1, cooldownMs: 60_000 });
    breaker.record(false);
    await expect(send(() => jsonReply(200, {}), { breaker })).rejects.toMatchObject({
      type: 'calls-paused',
    });
    expect(onlySpan().attributes).toMatchObject({
      'commerce.breaker.state': 'open',
      'commerce.attempts': 0,
      'error.type': '503',
    });
  });
});
