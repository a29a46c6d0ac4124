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
import {
  ScrubbingSpanProcessor,
  scrubAttributes,
  scrubBreadcrumb,
  scrubSentryEvent,
  scrubSpanName,
  scrubUrl,
} from './span-processor';
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

const EMAIL = 'ada.lovelace+wine@example.com';

/** Every finding of an operator's review of the telemetry, and what must be left of it. */
describe('span names and URLs become templates', () => {
  it.each([
    [
      'a fetch span to a cart item',
      `POST http://127.0.0.1:4240/v1/cart/${CART}/item`,
      'POST http://127.0.0.1:4240/v1/cart/{cartId}/item',
    ],
    [
      'fetch span with the fetch prefix and a customer id query',
      `http GET https://api.commerce7.com/v1/customer/${CUSTOMER}/order?customerId=${CUSTOMER}`,
      'http GET https://api.commerce7.com/v1/customer/{customerId}/order',
    ],
    [
      'a reset link with token and e-mail',
      `GET /profile/reset-password?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`,
      'GET /profile/reset-password',
    ],
    ['a sign-in link', `GET /profile/sign-in-link?token=${TOKEN}`, 'GET /profile/sign-in-link'],
    [
      'an order receipt',
      `GET /profile/order-receipt/${CUSTOMER}`,
      'GET /profile/order-receipt/[id]',
    ],
    [
      'a middleware span',
      `middleware GET /profile/reset-password?token=${TOKEN}`,
      'middleware GET /profile/reset-password',
    ],
    [
      'a product page keeps its slug',
      'GET /product/apex-cabernet-sauvignon-2022',
      'GET /product/apex-cabernet-sauvignon-2022',
    ],
    ['an unknown id-like segment', `GET /somewhere/${TOKEN}/else`, 'GET /somewhere/{id}/else'],
    ['a span without a path', 'action logIn', 'action logIn'],
    [
      'the Sentry ingest URL loses its key',
      'http POST http://127.0.0.1:36647/api/1/envelope/?sentry_version=7&sentry_key=e2epublickey',
      'http POST http://127.0.0.1:36647/api/1/envelope/',
    ],
  ])('%s', (_case, name, expected) => {
    expect(scrubSpanName(name)).toBe(expected);
  });

  it.each([
    [`http://127.0.0.1:4240/v1/cart/${CART}/quote`, 'http://127.0.0.1:4240/v1/cart/{cartId}/quote'],
    [`/profile/reset-password?token=${TOKEN}`, '/profile/reset-password'],
    [`/profile/order-receipt/${CART}#top`, '/profile/order-receipt/[id]'],
    [`/local/mailbox/${encodeURIComponent(EMAIL)}`, '/local/mailbox/{id}'],
  ])('scrubUrl(%s)', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});

describe('span attributes', () => {
  it('templates URL attributes, drops queries, bodies and headers, scrubs other text', () => {
    const attributes = scrubAttributes({
      'http.url': `http://127.0.0.1:4240/v1/cart/${CART}/item?customerId=${CUSTOMER}`,
      'url.full': `http://127.0.0.1:3240/profile/reset-password?token=${TOKEN}`,
      'url.path': `/profile/order-receipt/${CART}`,
      'url.query': `token=${TOKEN}`,
      'http.target': `/profile/sign-in-link?token=${TOKEN}&email=${EMAIL}`,
      'next.span_name': `GET /profile/order-receipt/${CART}`,
      'http.request.body.data': JSON.stringify({ email: EMAIL, password: 'Harvest-2024' }),
      'http.request.header.cookie': [`cartId=${CART}`],
      'http.request.header.referer': [`http://x/profile/reset-password?token=${TOKEN}`],
      'http.method': 'POST',
      'http.status_code': 200,
      'error.message': `Customer ${EMAIL} has cart ${CART}`,
      'sentry.op': { value: `GET /profile/order-receipt/${CART}`, type: 'string' },
      'url.template': 'cart/{cartId}',
    });
    expect(attributes).toEqual({
      'http.url': 'http://127.0.0.1:4240/v1/cart/{cartId}/item',
      'url.full': 'http://127.0.0.1:3240/profile/reset-password',
      'url.path': '/profile/order-receipt/[id]',
      'http.target': '/profile/sign-in-link',
      'next.span_name': 'GET /profile/order-receipt/[id]',
      'http.method': 'POST',
      'http.status_code': 200,
      'error.message': 'Customer [email] has cart {id}',
      'sentry.op': { value: 'GET /profile/order-receipt/{id}', type: 'string' },
      'url.template': 'cart/{cartId}',
    });
  });
});

describe('Sentry events', () => {
  const checkoutEvent = {
    event_id: 'a'.repeat(32),
    transaction: `POST /profile/order-receipt/${CART}`,
    message: `Checkout failed for ${EMAIL} card 4242 4242 4242 4242 cvv: 123`,
    user: { email: EMAIL, ip_address: '10.0.0.1' },
    request: {
      url: `http://127.0.0.1:3240/checkout?email=${EMAIL}`,
      method: 'POST',
      data: {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvv: '123',
        address: '1 Ridge Road',
      },
      cookies: { cartId: CART, customerToken: TOKEN },
      headers: { authorization: TOKEN, cookie: `cartId=${CART}` },
      query_string: `email=${EMAIL}`,
    },
    tags: { section: 'commerce', customerType: 'club-member' },
    extra: { call: `GET cart/${CART}`, cartId: CART, statusCode: 503, attempts: 2 },
    exception: { values: [{ type: 'CommerceError', value: `GET cart/${CART} answered 503` }] },
    breadcrumbs: [
      {
        category: 'fetch',
        data: {
          url: `http://127.0.0.1:4240/v1/cart/${CART}?customerId=${CUSTOMER}`,
          method: 'GET',
        },
      },
      {
        category: 'console',
        message: `password reset link for ${EMAIL}: /profile/reset-password?token=${TOKEN}`,
      },
    ],
    contexts: {
      trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) },
      response: { status_code: 500 },
    },
  };

  it('keeps no body, cookie, header, query, user, card data, e-mail, token or raw id', () => {
    const scrubbed = scrubSentryEvent(checkoutEvent);
    const text = JSON.stringify(scrubbed);
    for (const secret of [
      EMAIL,
      CART,
      CUSTOMER,
      TOKEN,
      '4242 4242 4242 4242',
      '4242424242424242',
      '"123"',
      '1 Ridge Road',
      '10.0.0.1',
    ])
      expect(text).not.toContain(secret);
    expect(scrubbed.request).toEqual({ url: 'http://127.0.0.1:3240/checkout', method: 'POST' });
    expect(scrubbed.extra).toEqual({ call: 'GET cart/{id}', statusCode: 503, attempts: 2 });
    expect(scrubbed.breadcrumbs?.[0]?.data?.url).toBe('http://127.0.0.1:4240/v1/cart/{cartId}');
    // Its own ids stay: they are how Sentry and the traces find the event.
    expect(scrubbed.event_id).toBe('a'.repeat(32));
    expect(scrubbed.contexts?.trace).toEqual({ trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) });
  });

  it('gives a commerce event without a route the route template of its request', () => {
    expect(scrubSentryEvent(checkoutEvent).tags).toEqual({
      section: 'commerce',
      customerType: 'club-member',
      route: '/profile/order-receipt/[id]',
    });
    expect(
      scrubSentryEvent({
        ...checkoutEvent,
        tags: { section: 'commerce', route: 'action:placeOrder' },
      }).tags,
    ).toEqual({ section: 'commerce', route: 'action:placeOrder' });
  });

  it('scrubs a breadcrumb on its own (beforeBreadcrumb)', () => {
    expect(
      scrubBreadcrumb({
        message: `signed in ${EMAIL}`,
        data: { url: `/profile/sign-in-link?token=${TOKEN}` },
      }),
    ).toEqual({ message: 'signed in [email]', data: { url: '/profile/sign-in-link' } });
  });
});
