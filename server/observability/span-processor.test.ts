import { metrics, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { observeBreakerState } from './metrics';
import { OtlpJsonMetricExporter, otlpMetricsBody } from './otlp-metric-exporter';
import { ScrubbingSpanProcessor } from './span-processor';
import { TRACER_NAME } from './tracing';

const CART = '62f472ff-d4b1-424a-8256-37c8757e9ded';
const CUSTOMER = '89664b18-d505-4ede-9177-f9d6eef47625';
const TOKEN = '2a3e3196e9f42896dfe2670e26f975d50c367342a4a1c80ca5f9f010117eb9e1';

/** The OTLP pipeline of instrumentation.ts in memory: scrubbing first, then the exporter. */
const spanExporter = new InMemorySpanExporter();
const tracerProvider = new BasicTracerProvider({
  spanProcessors: [new ScrubbingSpanProcessor(), new SimpleSpanProcessor(spanExporter)],
});
const metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
const reader = new PeriodicExportingMetricReader({
  exporter: metricExporter,
  exportIntervalMillis: 60_000,
});
const meterProvider = new MeterProvider({ readers: [reader] });

beforeAll(() => {
  metrics.setGlobalMeterProvider(meterProvider);
  observeBreakerState(() => 'open');
  const next = tracerProvider.getTracer('next.js');
  const fetchTracer = tracerProvider.getTracer('@vercel/otel/fetch');
  const site = tracerProvider.getTracer(TRACER_NAME);
  // Next's request span for a reset link, as the operator's run saw it.
  next
    .startSpan(`GET /profile/reset-password?token=${TOKEN}`, {
      kind: SpanKind.SERVER,
      attributes: {
        'http.method': 'GET',
        'http.target': `/profile/reset-password?token=${TOKEN}&email=ada%40example.com`,
        'http.status_code': 200,
      },
    })
    .end();
  next
    .startSpan(`GET /profile/order-receipt/${CART}`, {
      kind: SpanKind.SERVER,
      attributes: {
        'http.method': 'GET',
        'http.target': `/profile/order-receipt/${CART}`,
        'next.route': '/profile/order-receipt/[id]',
        'http.status_code': 200,
      },
    })
    .end();
  // @vercel/otel's fetch span of a commerce call.
  fetchTracer
    .startSpan(`fetch POST http://127.0.0.1:4240/v1/cart/${CART}/item?customerId=${CUSTOMER}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.url': `http://127.0.0.1:4240/v1/cart/${CART}/item?customerId=${CUSTOMER}`,
        'resource.name': `http://127.0.0.1:4240/v1/cart/${CART}/item`,
      },
    })
    .end();
  // The site's own spans: a failed commerce call, a content read, two cache lookups.
  const failed = site.startSpan('GET cart/{cartId}', {
    kind: SpanKind.CLIENT,
    attributes: { 'http.request.method': 'GET', 'url.template': 'cart/{cartId}' },
  });
  failed.setAttribute('error.type', '503');
  failed.setStatus({ code: SpanStatusCode.ERROR, message: `GET cart/${CART} answered 503` });
  failed.end();
  site
    .startSpan('content.fetch', {
      attributes: { 'content.model': 'page', 'content.source': 'local' },
    })
    .end();
  for (const result of ['hit', 'miss'])
    site
      .startSpan('kv.read', { attributes: { 'cache.result': result, 'cache.key_kind': 'page' } })
      .end();
});

afterAll(async () => {
  await meterProvider.shutdown();
  await tracerProvider.shutdown();
});

describe('ScrubbingSpanProcessor', () => {
  it('hands the exporter library spans with templates, no query, no id, no status message', () => {
    const spans = spanExporter.getFinishedSpans();
    const text = JSON.stringify(
      spans.map((span) => ({ name: span.name, attributes: span.attributes, status: span.status })),
    );
    for (const secret of [CART, CUSTOMER, TOKEN, 'ada%40example.com'])
      expect(text).not.toContain(secret);
    expect(spans.map((span) => span.name)).toEqual([
      'GET /profile/reset-password',
      'GET /profile/order-receipt/[id]',
      'fetch POST http://127.0.0.1:4240/v1/cart/{cartId}/item',
      'GET cart/{cartId}',
      'content.fetch',
      'kv.read',
      'kv.read',
    ]);
    expect(spans[0]?.attributes['http.target']).toBe('/profile/reset-password');
    expect(spans[2]?.attributes['http.url']).toBe('http://127.0.0.1:4240/v1/cart/{cartId}/item');
  });
});

describe('metrics from spans', () => {
  let collected: ResourceMetrics;
  beforeAll(async () => {
    const result = await reader.collect();
    collected = result.resourceMetrics;
  });

  const metric = (name: string) =>
    collected.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .find((m) => m.descriptor.name === name);
  const attributesOf = (name: string) => metric(name)?.dataPoints.map((point) => point.attributes);

  it('request latency per route template, never per path', () => {
    expect(attributesOf('http.server.request.duration')).toEqual([
      {
        'http.request.method': 'GET',
        'http.route': '/profile/reset-password',
        'http.response.status_code': 200,
      },
      {
        'http.request.method': 'GET',
        'http.route': '/profile/order-receipt/[id]',
        'http.response.status_code': 200,
      },
    ]);
    expect(metric('http.server.request.duration')?.descriptor.unit).toBe('s');
  });

  it('commerce calls and errors per template, content reads, cache hits and misses, the breaker', () => {
    expect(attributesOf('commerce.call.duration')).toEqual([
      { 'http.request.method': 'GET', 'url.template': 'cart/{cartId}', 'error.type': '503' },
    ]);
    expect(metric('commerce.call.errors')?.dataPoints).toMatchObject([
      { attributes: { 'url.template': 'cart/{cartId}', 'error.type': '503' }, value: 1 },
    ]);
    expect(attributesOf('content.fetch.duration')).toEqual([
      { 'content.model': 'page', 'content.source': 'local' },
    ]);
    expect(metric('cache.lookups')?.dataPoints).toMatchObject([
      { attributes: { 'cache.result': 'hit', 'cache.key_kind': 'page' }, value: 1 },
      { attributes: { 'cache.result': 'miss', 'cache.key_kind': 'page' }, value: 1 },
    ]);
    // The library's own fetch span is not a commerce call of the site: counted once, by ours.
    expect(metric('commerce.breaker.state')?.dataPoints).toMatchObject([{ value: 2 }]);
  });

  it('goes out as OTLP/JSON to {endpoint}/v1/metrics', async () => {
    const body = otlpMetricsBody(collected);
    const metricsOut =
      body.resourceMetrics[0]?.scopeMetrics.flatMap((scope) => scope.metrics) ?? [];
    const duration = metricsOut.find((m) => m.name === 'http.server.request.duration');
    expect(duration).toMatchObject({
      unit: 's',
      histogram: { aggregationTemporality: 2 },
    });
    const histogram = duration && 'histogram' in duration ? duration.histogram : undefined;
    expect(histogram?.dataPoints[0]).toMatchObject({
      attributes: expect.arrayContaining([
        { key: 'http.route', value: { stringValue: '/profile/reset-password' } },
      ]),
      count: '1',
    });
    const sent: { url: string; init: RequestInit }[] = [];
    const exporter = new OtlpJsonMetricExporter(
      'http://collector/v1/metrics',
      { 'x-api-key': 'k' },
      (async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response('{}');
      }) as typeof fetch,
    );
    const code = await new Promise((resolve) =>
      exporter.export(collected, (result) => resolve(result.code)),
    );
    expect(code).toBe(0);
    expect(sent[0]?.url).toBe('http://collector/v1/metrics');
    expect(sent[0]?.init.headers).toMatchObject({
      'x-api-key': 'k',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(body);
  });
});
