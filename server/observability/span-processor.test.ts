import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { metrics, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type PushMetricExporter,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import {
  TracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { observeBreakerState } from './metrics';
import { otlpExporters } from './otlp-exporters';
import { ScrubbingSpanProcessor } from './span-processor';
import { TRACER_NAME } from './tracing';

const CART = '62f472ff-d4b1-424a-8256-37c8757e9ded';
const CUSTOMER = '89664b18-d505-4ede-9177-f9d6eef47625';
const TOKEN = '2a3e3196e9f42896dfe2670e26f975d50c367342a4a1c80ca5f9f010117eb9e1';

/** The OTLP pipeline of instrumentation.ts in memory: scrubbing first, then the exporter. */
const spanExporter = new InMemorySpanExporter();
const tracerProvider = new TracerProvider({
  spanProcessors: [
    new ScrubbingSpanProcessor(),
    new SimpleSpanProcessor({ exporter: spanExporter }),
  ],
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
  // Next's own fetch span of a commerce call (it traces every fetch made while rendering).
  next
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

  /** A loopback collector: answers each POST with the next status given, keeps what it got. */
  async function collector(statuses: number[]) {
    const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      endpoint: `http://127.0.0.1:${port}/`,
      received,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  const exportOnce = (exporter: PushMetricExporter) =>
    new Promise<number>((resolve) => exporter.export(collected, (result) => resolve(result.code)));

  it.each([
    ['http/json', 'application/json'],
    ['http/protobuf', 'application/x-protobuf'],
  ] as const)(
    'goes out as %s, gzipped, with the headers, to {endpoint}/v1/metrics, retried after a 503',
    async (otlpProtocol, contentType) => {
      const sink = await collector([503, 200]);
      try {
        const { metrics: exporter } = await otlpExporters(
          { otlpProtocol, otlpHeaders: { 'x-api-key': 'k' } },
          sink.endpoint,
        );
        expect(await exportOnce(exporter)).toBe(0);
        await exporter.shutdown();
        expect(sink.received).toHaveLength(2);
        const [, delivered] = sink.received;
        expect(delivered?.path).toBe('/v1/metrics');
        expect(delivered?.headers).toMatchObject({
          'x-api-key': 'k',
          'content-encoding': 'gzip',
          'content-type': contentType,
        });
        const body = gunzipSync(delivered?.body ?? Buffer.alloc(0)).toString('latin1');
        for (const name of ['http.server.request.duration', 'commerce.call.duration'])
          expect(body).toContain(name);
        expect(body).toContain('/profile/reset-password');
        if (otlpProtocol === 'http/json') {
          const histogram = JSON.parse(body)
            .resourceMetrics[0].scopeMetrics.flatMap(
              (scope: { metrics: unknown[] }) => scope.metrics,
            )
            .find((m: { name: string }) => m.name === 'http.server.request.duration');
          expect(histogram).toMatchObject({ unit: 's', histogram: { aggregationTemporality: 2 } });
        }
      } finally {
        await sink.close();
      }
    },
    20_000,
  );
});
