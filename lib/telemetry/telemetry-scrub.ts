/**
 * Telemetry as it may leave: the shape of the work, never who it was for. Shared by
 * everything that sends data out of the process or the browser: the server's span processor,
 * Sentry hooks and error log (server/observability/span-processor.ts binds the commerce path
 * templates) and the browser's Sentry hooks (instrumentation-client.ts). The rules for single
 * values are lib/telemetry/telemetry-scrub-text.ts; `createTelemetryScrubber` applies them to span names
 * and attributes, breadcrumbs and Sentry events.
 */
import {
  isSecretKey,
  scrubMethodAndPath,
  scrubPath,
  scrubText,
  scrubValue,
  type TemplateOf,
} from './telemetry-scrub-text';

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
/** Breadcrumb data keys that hold a URL. */
const BREADCRUMB_URL_KEYS = ['url', 'from', 'to'] as const;
/** Attributes that only ever hold what must not leave: dropped whole. */
const DROPPED_ATTRIBUTES = new Set(['url.query', 'http.query', 'url.fragment']);

/** The parts of a Sentry event this module reads and rewrites (a structural subset of Event). */
interface ScrubbableEvent {
  message?: string;
  transaction?: string;
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  user?: unknown;
  request?: {
    url?: string;
    method?: string;
    data?: unknown;
    cookies?: unknown;
    headers?: unknown;
    query_string?: unknown;
  };
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[];
  /** Sentry's contexts (trace, response, ...): objects by name. */
  contexts?: object;
  spans?: { description?: string; data?: Record<string, unknown> }[];
}

type Breadcrumb = { message?: string; data?: Record<string, unknown> };

function scrubAttribute(key: string, value: unknown, templateOf?: TemplateOf): unknown {
  if (typeof value !== 'string') return value;
  if (URL_ATTRIBUTES.has(key))
    return /^[A-Z]+ /.test(value)
      ? scrubMethodAndPath(value, templateOf)
      : scrubPath(value, templateOf);
  return scrubText(value);
}

/**
 * Attributes as they may leave: secret keys and queries dropped, URLs templated, other strings
 * scrubbed as text. Returns a new object.
 */
function scrubAttributes(
  attributes: Readonly<Record<string, unknown>>,
  templateOf?: TemplateOf,
): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED_ATTRIBUTES.has(key) || isSecretKey(key)) continue;
    // Sentry's streamed spans wrap each value as `{ value, type }`.
    if (value !== null && typeof value === 'object' && 'value' in value) {
      scrubbed[key] = {
        ...value,
        value: scrubAttribute(key, (value as { value: unknown }).value, templateOf),
      };
    } else {
      scrubbed[key] = Array.isArray(value)
        ? value.map((item) => scrubAttribute(key, item, templateOf))
        : scrubAttribute(key, value, templateOf);
    }
  }
  return scrubbed;
}

/** A Sentry breadcrumb, as it may be kept: its message and data scrubbed, URLs templated. */
function scrubBreadcrumb<B extends Breadcrumb>(breadcrumb: B, templateOf?: TemplateOf): B {
  // Fetch breadcrumbs carry `url`, navigations `from` and `to`: all URLs, all templated.
  const urls = Object.fromEntries(
    BREADCRUMB_URL_KEYS.flatMap((key) => {
      const value = breadcrumb.data?.[key];
      return typeof value === 'string' ? [[key, scrubPath(value, templateOf)]] : [];
    }),
  );
  const data = breadcrumb.data && { ...scrubAttributes(breadcrumb.data, templateOf), ...urls };
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined ? { message: scrubText(breadcrumb.message) } : {}),
    ...(data ? { data } : {}),
  };
}

/**
 * A Sentry event (error or transaction) as it may leave: no request body, cookies, headers,
 * query or user; the URL and transaction name templated; messages, exception values, tags,
 * extras, breadcrumbs and span data scrubbed.
 */
function scrubSentryEvent<E extends ScrubbableEvent>(event: E, templateOf?: TemplateOf): E {
  const scrubbed: E = { ...event };
  delete scrubbed.user;
  if (event.request) scrubbed.request = scrubRequest(event.request, templateOf);
  if (event.transaction !== undefined)
    scrubbed.transaction = scrubMethodAndPath(event.transaction, templateOf);
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.extra) scrubbed.extra = scrubValue(event.extra) as Record<string, unknown>;
  if (event.tags) scrubbed.tags = scrubTags(event, event.tags, templateOf);
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        ...(value.value !== undefined ? { value: scrubText(value.value) } : {}),
      })),
    };
  }
  if (event.breadcrumbs)
    scrubbed.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb, templateOf));
  if (event.spans) scrubbed.spans = event.spans.map((span) => scrubEventSpan(span, templateOf));
  if (event.contexts) scrubbed.contexts = scrubContexts(event.contexts, templateOf);
  return scrubbed;
}

/** Only the URL (templated) and the method stay. */
function scrubRequest(
  request: NonNullable<ScrubbableEvent['request']>,
  templateOf?: TemplateOf,
): ScrubbableEvent['request'] {
  return {
    ...(request.url ? { url: scrubPath(request.url, templateOf) } : {}),
    ...(typeof request.method === 'string' ? { method: request.method } : {}),
  };
}

/**
 * Tags scrubbed like attributes. Commerce events without a route get the route template of the
 * request they happened in (Sentry's transaction name is the request's path).
 */
function scrubTags(
  event: ScrubbableEvent,
  tags: Record<string, unknown>,
  templateOf?: TemplateOf,
): Record<string, unknown> {
  const scrubbed = scrubAttributes(tags, templateOf);
  if (tags.section === undefined || tags.route !== undefined) return scrubbed;
  // `GET /profile/order-receipt/abc` -> `/profile/order-receipt/[id]`.
  const path = /^[A-Z]+ (\/\S*)$/.exec(event.transaction ?? '')?.[1];
  return path ? { ...scrubbed, route: scrubPath(path, templateOf) } : scrubbed;
}

function scrubEventSpan(
  span: NonNullable<ScrubbableEvent['spans']>[number],
  templateOf?: TemplateOf,
): NonNullable<ScrubbableEvent['spans']>[number] {
  return {
    ...span,
    ...(span.description !== undefined
      ? { description: scrubMethodAndPath(span.description, templateOf) }
      : {}),
    ...(span.data ? { data: scrubAttributes(span.data, templateOf) } : {}),
  };
}

function scrubContexts(contexts: object, templateOf?: TemplateOf): object {
  return Object.fromEntries(
    Object.entries(contexts as Record<string, Record<string, unknown> | undefined>).map(
      ([name, context]) =>
        // The trace context holds ids of the trace itself (hex), never a person's.
        name === 'trace' || !context
          ? [name, context]
          : [name, scrubAttributes(context, templateOf)],
    ),
  );
}

/**
 * What Sentry may collect about a visitor, on the server and in the browser: nothing. The
 * scrubber's hooks clean what is left (messages, URLs, breadcrumbs).
 */
export const SENTRY_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
};

/**
 * The scrubbers for spans, breadcrumbs and Sentry events, with `templateOf` naming paths of
 * services the caller knows first (the server passes the commerce API's path templates; the
 * browser has none). URLs become templates; secret keys, queries and bodies are dropped.
 */
export function createTelemetryScrubber(templateOf?: TemplateOf) {
  /** A span name: `POST http://.../v1/cart/<id>/item` -> `POST http://.../v1/cart/{cartId}/item`. */
  const scrubSpanName = (name: string) => scrubMethodAndPath(name, templateOf);
  const attributes = (values: Readonly<Record<string, unknown>>) =>
    scrubAttributes(values, templateOf);
  const breadcrumb = <B extends Breadcrumb>(crumb: B) => scrubBreadcrumb(crumb, templateOf);
  const sentryEvent = <E extends ScrubbableEvent>(event: E) => scrubSentryEvent(event, templateOf);

  /**
   * The scrubbing hooks of `Sentry.init`, the same in the browser and on the server. Spans stream
   * (Sentry 11's default): `beforeSendSpan` sees each; `beforeSendTransaction` would never run.
   */
  const sentryHooks = {
    beforeSend: sentryEvent,
    beforeSendSpan: <S extends { name: string; attributes?: Record<string, unknown> }>(
      span: S,
    ) => ({
      ...span,
      name: scrubSpanName(span.name),
      attributes: span.attributes && attributes(span.attributes),
    }),
    beforeBreadcrumb: breadcrumb,
  };

  return {
    /** A URL or path of any kind, as its template. */
    scrubUrl: (url: string) => scrubPath(url, templateOf),
    scrubSpanName,
    scrubAttributes: attributes,
    scrubBreadcrumb: breadcrumb,
    scrubSentryEvent: sentryEvent,
    sentryHooks,
  };
}
