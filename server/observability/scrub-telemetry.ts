/**
 * The server's one scrubber for everything that leaves the process as telemetry: OpenTelemetry
 * spans (span names and attributes, including the library spans of Next and @vercel/otel that
 * the site's own code never sees), Sentry spans and Sentry events. Pure, table-tested in
 * scrub-telemetry.test.ts; the generic rules are lib/telemetry-scrub.ts, shared with the browser.
 *
 * URLs become templates: commerce API calls (`.../v1/cart/<id>/item?customerId=...`) their path
 * template from server/commerce/path-template.ts, the site's own paths their route template.
 * Not `server-only`: the instrumentation hook and unit tests import it under plain Node.
 */
import { commercePathTemplate } from '../commerce/path-template';
import {
  isSecretKey,
  REDACTED,
  scrubMethodAndPath,
  scrubPath,
  scrubText,
  scrubValue,
} from '../../lib/telemetry-scrub';

/** Calls to the commerce API (Commerce7 and the embedded service both answer under `/v1/`). */
function commerceTemplateOf(path: string): string | undefined {
  const match = /^(.*\/v1)\/(.+)$/.exec(path);
  return match ? `${match[1]}/${commercePathTemplate(match[2] ?? '')}` : undefined;
}

/** A URL or path of any kind, as its template. */
export function scrubUrl(url: string): string {
  return scrubPath(url, commerceTemplateOf);
}

/** A span name: `POST http://.../v1/cart/<id>/item` -> `POST http://.../v1/cart/{cartId}/item`. */
export function scrubSpanName(name: string): string {
  return scrubMethodAndPath(name, commerceTemplateOf);
}

/** Attributes that hold a URL, a path or a span-like name with one: kept as templates. */
const URL_ATTRIBUTES = new Set([
  'http.url',
  'url.full',
  'url.path',
  'http.target',
  'http.route',
  'next.route',
  'next.page',
  'next.rsc',
  'resource.name',
  'next.span_name',
  'sentry.source_url',
  'url.template',
]);
/** Attributes that only ever hold what must not leave: dropped whole. */
const DROPPED_ATTRIBUTES = new Set(['url.query', 'http.query', 'url.fragment']);

function scrubAttribute(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (URL_ATTRIBUTES.has(key))
    return /^[A-Z]+ /.test(value) ? scrubSpanName(value) : scrubUrl(value);
  return scrubText(value);
}

/**
 * Attributes as they may leave: secret keys and queries dropped, URLs templated, other strings
 * scrubbed as text. Returns a new object; `undefined` values mean "remove" to a caller that edits
 * in place.
 */
export function scrubAttributes(
  attributes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED_ATTRIBUTES.has(key) || isSecretKey(key)) continue;
    // Sentry's streamed spans wrap each value as `{ value, type }`.
    if (value !== null && typeof value === 'object' && 'value' in value) {
      scrubbed[key] = { ...value, value: scrubAttribute(key, (value as { value: unknown }).value) };
    } else {
      scrubbed[key] = Array.isArray(value)
        ? value.map((item) => scrubAttribute(key, item))
        : scrubAttribute(key, value);
    }
  }
  return scrubbed;
}

/** The parts of a Sentry event this module reads and rewrites (a structural subset of Event). */
export interface ScrubbableEvent {
  message?: string;
  transaction?: string;
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  user?: unknown;
  request?: {
    url?: string;
    data?: unknown;
    cookies?: unknown;
    headers?: unknown;
    query_string?: unknown;
    [key: string]: unknown;
  };
  exception?: { values?: { value?: string; [key: string]: unknown }[] };
  breadcrumbs?: { message?: string; data?: Record<string, unknown>; [key: string]: unknown }[];
  contexts?: Record<string, Record<string, unknown> | undefined>;
  spans?: { description?: string; data?: Record<string, unknown>; [key: string]: unknown }[];
}

/** A Sentry breadcrumb, as it may be kept: its message and data scrubbed, URLs templated. */
export function scrubBreadcrumb<B extends { message?: string; data?: Record<string, unknown> }>(
  breadcrumb: B,
): B {
  const data = breadcrumb.data && {
    ...scrubAttributes(breadcrumb.data),
    ...(typeof breadcrumb.data.url === 'string' ? { url: scrubUrl(breadcrumb.data.url) } : {}),
  };
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined ? { message: scrubText(breadcrumb.message) } : {}),
    ...(data ? { data } : {}),
  };
}

/**
 * A Sentry event (error or transaction) as it may leave: no request body, cookies, headers,
 * query or user; the URL and transaction name templated; messages, exception values, tags,
 * extras, breadcrumbs and span data scrubbed. Commerce events without a route get the route
 * template of the request they happened in (Sentry's transaction name is the request's path).
 */
export function scrubSentryEvent<E extends ScrubbableEvent>(event: E): E {
  const scrubbed: E = { ...event };
  delete scrubbed.user;
  if (event.request) {
    const { url } = event.request;
    scrubbed.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(typeof event.request.method === 'string' ? { method: event.request.method } : {}),
    };
  }
  if (event.transaction !== undefined) scrubbed.transaction = scrubSpanName(event.transaction);
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.extra) scrubbed.extra = scrubValue(event.extra) as Record<string, unknown>;
  if (event.tags) scrubbed.tags = scrubAttributes(event.tags);
  if (event.tags?.section !== undefined && event.tags.route === undefined) {
    const route = routeOfTransaction(event.transaction);
    if (route) scrubbed.tags = { ...scrubbed.tags, route };
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        ...(value.value !== undefined ? { value: scrubText(value.value) } : {}),
      })),
    };
  }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.spans) {
    scrubbed.spans = event.spans.map((span) => ({
      ...span,
      ...(span.description !== undefined ? { description: scrubSpanName(span.description) } : {}),
      ...(span.data ? { data: scrubAttributes(span.data) } : {}),
    }));
  }
  if (event.contexts) {
    scrubbed.contexts = Object.fromEntries(
      Object.entries(event.contexts).map(([name, context]) =>
        // The trace context holds ids of the trace itself (hex), never a person's.
        name === 'trace' || !context ? [name, context] : [name, scrubAttributes(context)],
      ),
    );
  }
  return scrubbed;
}

/** `GET /profile/order-receipt/abc` -> `/profile/order-receipt/[id]`; undefined for anything else. */
function routeOfTransaction(transaction: string | undefined): string | undefined {
  const match = /^[A-Z]+ (\/\S*)$/.exec(transaction ?? '');
  return match?.[1] ? scrubUrl(match[1]) : undefined;
}

export { REDACTED };
