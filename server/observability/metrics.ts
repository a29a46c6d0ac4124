/**
 * The site's metrics (docs/operating.md lists them with what to alert on), read off the spans
 * every request already makes, so no call site measures twice: a finished span is one
 * observation. Attributes are templates only (routes, commerce path templates, content models),
 * never ids. The meter is the global one: the MeterProvider setup.ts registers when OTLP is on,
 * a no-op otherwise. Not `server-only`: the instrumentation hook and unit tests import it.
 */
import { type Attributes, type HrTime, type Meter, metrics, SpanKind } from '@opentelemetry/api';

import { TRACER_NAME } from './tracing';

/** What a finished span tells the metrics (a structural subset of the SDK's ReadableSpan). */
interface FinishedSpan {
  readonly name: string;
  readonly kind: SpanKind;
  readonly attributes: Attributes;
  readonly duration: HrTime;
  readonly status: { code: number };
  readonly instrumentationScope?: { name: string };
}

/** The breaker's state as a number an alert can compare: 0 closed, 1 half-open (trial), 2 open. */
const BREAKER_STATE_VALUES = { closed: 0, 'half-open': 1, open: 2 } as const;

/** Request and call latencies in seconds: buckets from 5 ms to the 10 s commerce deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function instruments(meter: Meter) {
  const histogram = (name: string, description: string) =>
    meter.createHistogram(name, {
      description,
      unit: 's',
      advice: { explicitBucketBoundaries: LATENCY_BUCKETS },
    });
  return {
    requestDuration: histogram(
      'http.server.request.duration',
      'Time to answer a request, per route template',
    ),
    commerceDuration: histogram(
      'commerce.call.duration',
      'Commerce API calls, retries included, per path template',
    ),
    commerceErrors: meter.createCounter('commerce.call.errors', {
      description: 'Commerce API calls that failed (error.type: status code, timeout, paused)',
    }),
    contentDuration: histogram('content.fetch.duration', 'Content reads, per model'),
    contentErrors: meter.createCounter('content.fetch.errors', {
      description: 'Content reads that failed, per model',
    }),
    cacheLookups: meter.createCounter('cache.lookups', {
      description: 'Shared cache reads, by result (hit or miss) and kind of key',
    }),
  };
}

let recorders: ReturnType<typeof instruments> | undefined;
let meterOwner: Meter | undefined;

/** Instruments of the meter registered now (re-made if a provider was registered since). */
function current() {
  const meter = metrics.getMeter(TRACER_NAME);
  if (meter !== meterOwner) {
    meterOwner = meter;
    recorders = instruments(meter);
  }
  return recorders as ReturnType<typeof instruments>;
}

const seconds = ([whole, nanos]: HrTime) => whole + nanos / 1e9;

/** Only the attributes named, and only when set: metric attributes stay few and template-only. */
function pick(attributes: Attributes, names: readonly string[]): Attributes {
  const picked: Attributes = {};
  for (const name of names) if (attributes[name] !== undefined) picked[name] = attributes[name];
  return picked;
}

/**
 * One finished span (already scrubbed: names and URLs are templates) as observations. The request
 * root span of Next (kind SERVER) gives request latency; the site's spans (tracing.ts) give
 * commerce calls, content reads and cache lookups.
 */
export function recordSpanMetrics(span: FinishedSpan): void {
  const { attributes } = span;
  const failed = span.status.code === 2 || attributes['error.type'] !== undefined;
  const record = current();
  if (span.kind === SpanKind.SERVER) {
    const route = attributes['next.route'] ?? attributes['http.route'] ?? attributes['http.target'];
    record.requestDuration.record(seconds(span.duration), {
      'http.request.method': attributes['http.method'] ?? attributes['http.request.method'],
      'http.route': typeof route === 'string' ? route : 'unknown',
      'http.response.status_code': Number(
        attributes['http.status_code'] ?? attributes['http.response.status_code'] ?? 0,
      ),
    });
    return;
  }
  if (span.instrumentationScope && span.instrumentationScope.name !== TRACER_NAME) return;
  if (span.kind === SpanKind.CLIENT && attributes['url.template'] !== undefined) {
    const labels = pick(attributes, ['http.request.method', 'url.template']);
    const errorType = attributes['error.type'];
    record.commerceDuration.record(seconds(span.duration), {
      ...labels,
      ...(errorType !== undefined ? { 'error.type': errorType } : {}),
    });
    if (failed) record.commerceErrors.add(1, { ...labels, 'error.type': errorType ?? 'error' });
    return;
  }
  if (span.name === 'content.fetch') {
    const labels = pick(attributes, ['content.model', 'content.source']);
    record.contentDuration.record(seconds(span.duration), labels);
    if (failed)
      record.contentErrors.add(1, { ...labels, 'error.type': attributes['error.type'] ?? 'error' });
    return;
  }
  if (span.name === 'kv.read' && attributes['cache.result'] !== undefined) {
    record.cacheLookups.add(
      1,
      pick(attributes, ['cache.result', 'cache.key_kind', 'cache.backend']),
    );
  }
}

/**
 * The breaker's state, observed at each collection (a gauge: the state now, not a count).
 * `readState` returns undefined until the first commerce call made the breaker.
 */
export function observeBreakerState(
  readState: () => keyof typeof BREAKER_STATE_VALUES | undefined,
): void {
  metrics
    .getMeter(TRACER_NAME)
    .createObservableGauge('commerce.breaker.state', {
      description:
        'Commerce circuit breaker: 0 closed, 1 half-open (one trial call), 2 open (calls paused)',
    })
    .addCallback((result) => {
      const state = readState();
      if (state) result.observe(BREAKER_STATE_VALUES[state]);
    });
}
