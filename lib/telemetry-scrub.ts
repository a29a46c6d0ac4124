/**
 * What telemetry may carry about a request (issue 27): the shape of the work, never who it was
 * for. Pure and shared by everything that sends data out of the process or the browser: the
 * server's span processor, Sentry hooks and error log (server/observability/scrub-telemetry.ts
 * binds the commerce path templates) and the browser's Sentry hooks (instrumentation-client.ts).
 *
 * - `scrubText`: e-mails, card numbers, UUIDs and long hex/base64 tokens inside free text
 *   (error messages, breadcrumbs) become placeholders.
 * - `scrubPath`: a URL or path loses its query and fragment (tokens, e-mails, `customerId=`
 *   ride there) and every segment that looks like an id becomes `{id}`; the site's dynamic
 *   routes become their templates (`/profile/order-receipt/[id]`).
 * - `isSecretKey`: field names whose values never leave (bodies, cookies, headers, card data).
 * - `createTelemetryScrubber`: span names and attributes, breadcrumbs and Sentry events.
 */

/** The site's routes with an id in their path: their template is the route, never the id. */
const SITE_ROUTE_TEMPLATES: readonly (readonly [RegExp, string])[] = [
  [/^\/profile\/order-receipt\/[^/]+$/, '/profile/order-receipt/[id]'],
  [/^\/club-receipt\/[^/]+$/, '/club-receipt/[id]'],
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const ENCODED_EMAIL = /[\w.+-]+%40[\w-]+(?:\.[\w-]+)+/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Card numbers: 13 to 19 digits, in groups of up to four separated by a space or a dash. */
const CARD_NUMBER = /\b\d{4}(?:[ -]?\d{2,4}){2,4}\b/g;
/** Link tokens, session tokens, hashes: 20 or more hex or URL-safe base64 characters in a row. */
const TOKEN = /\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}\b/g;
/** `token=...`, `password: ...` pairs in free text: the value goes whatever it looks like. */
const SECRET_PAIR =
  /\b(password|passwd|token|magicLinkToken|cvv|cvc|securityCode|cardNumber|authorization|cookie|customerToken|email)(["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi;

export const REDACTED = '[redacted]';

/** Free text (a message, a breadcrumb) with every personal value replaced by a placeholder. */
export function scrubText(text: string): string {
  return text
    .replace(
      SECRET_PAIR,
      (_match, key: string, separator: string) => `${key}${separator}${REDACTED}`,
    )
    .replace(ENCODED_EMAIL, '[email]')
    .replace(EMAIL, '[email]')
    .replace(UUID, '{id}')
    .replace(CARD_NUMBER, '[card]')
    .replace(TOKEN, '{token}');
}

/** A path segment that identifies someone or something: an id, a token, an e-mail. */
function looksLikeId(segment: string): boolean {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: judge it as written.
  }
  // Slugs are words joined by dashes (`apex-cabernet-sauvignon-2022`) and stay; numbers of four
  // digits or more, hex ids and UUIDs, e-mails and long unbroken tokens go.
  return (
    /^\d{4,}$/.test(decoded) ||
    decoded.includes('@') ||
    /^(?=.*\d)[0-9a-f-]{16,}$/i.test(decoded) ||
    /^(?=.*\d)[A-Za-z0-9_]{20,}$/.test(decoded)
  );
}

/**
 * A path (or a full URL: scheme and host stay) as a template: no query, no fragment, the site's
 * dynamic routes by name and every id-like segment as `{id}`. `templateOf` may name a path first
 * (the server passes the commerce API's templates).
 */
export function scrubPath(
  pathOrUrl: string,
  templateOf?: (path: string) => string | undefined,
): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(pathOrUrl)?.[0] ?? '';
  const path = pathOrUrl.slice(origin.length).split(/[?#]/, 1)[0] ?? '';
  const known = templateOf?.(path);
  if (known !== undefined) return origin + known;
  const route = SITE_ROUTE_TEMPLATES.find(([pattern]) => pattern.test(path));
  if (route) return origin + route[1];
  return (
    origin +
    path
      .split('/')
      .map((segment) => (looksLikeId(segment) ? '{id}' : segment))
      .join('/')
  );
}

/** Span names and other values that start with an HTTP method and then a URL or path. */
export function scrubMethodAndPath(
  value: string,
  templateOf?: (path: string) => string | undefined,
): string {
  const match = /^((?:[A-Z]+ |http [A-Z]+ |middleware [A-Z]+ ))(.*)$/.exec(value);
  if (!match) return value.includes('/') ? scrubPath(value, templateOf) : scrubText(value);
  return `${match[1]}${scrubPath(match[2] ?? '', templateOf)}`;
}

/** Keys whose values never leave: bodies, cookies, auth, card data, contact data, raw ids. */
const SECRET_KEY =
  /^(body|cookies?|headers?|query_string|password.*|new_?password|token|.*token|cvv|cvc|security_?code|card_?number|card|expiry|authorization|email|e-mail|address.*|phone|first_?name|last_?name|cart_?id|customer_?id|order_?id|ip_address|http\.request\.(body|header|cookie).*|http\.response\.header.*)$/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A copy of any JSON-like value with secret keys dropped and every string scrubbed as text.
 * Depth-limited: telemetry payloads are shallow, and a cycle must not hang a report.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!isSecretKey(key)) copy[key] = scrubValue(item, depth + 1);
  }
  return copy;
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
/** Breadcrumb data keys that hold a URL. */
const BREADCRUMB_URL_KEYS = ['url', 'from', 'to'] as const;
/** Attributes that only ever hold what must not leave: dropped whole. */
const DROPPED_ATTRIBUTES = new Set(['url.query', 'http.query', 'url.fragment']);

/** The parts of a Sentry event this module reads and rewrites (a structural subset of Event). */
export interface ScrubbableEvent {
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

/**
 * The scrubbers for spans, breadcrumbs and Sentry events, with `templateOf` naming paths of
 * services the caller knows first (the server passes the commerce API's path templates; the
 * browser has none). URLs become templates; secret keys, queries and bodies are dropped.
 */
export function createTelemetryScrubber(templateOf?: (path: string) => string | undefined) {
  /** A URL or path of any kind, as its template. */
  function scrubUrl(url: string): string {
    return scrubPath(url, templateOf);
  }

  /** A span name: `POST http://.../v1/cart/<id>/item` -> `POST http://.../v1/cart/{cartId}/item`. */
  function scrubSpanName(name: string): string {
    return scrubMethodAndPath(name, templateOf);
  }

  function scrubAttribute(key: string, value: unknown): unknown {
    if (typeof value !== 'string') return value;
    if (URL_ATTRIBUTES.has(key))
      return /^[A-Z]+ /.test(value) ? scrubSpanName(value) : scrubUrl(value);
    return scrubText(value);
  }

  /**
   * Attributes as they may leave: secret keys and queries dropped, URLs templated, other strings
   * scrubbed as text. Returns a new object.
   */
  function scrubAttributes(attributes: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const scrubbed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(attributes)) {
      if (DROPPED_ATTRIBUTES.has(key) || isSecretKey(key)) continue;
      // Sentry's streamed spans wrap each value as `{ value, type }`.
      if (value !== null && typeof value === 'object' && 'value' in value) {
        scrubbed[key] = {
          ...value,
          value: scrubAttribute(key, (value as { value: unknown }).value),
        };
      } else {
        scrubbed[key] = Array.isArray(value)
          ? value.map((item) => scrubAttribute(key, item))
          : scrubAttribute(key, value);
      }
    }
    return scrubbed;
  }

  /** A Sentry breadcrumb, as it may be kept: its message and data scrubbed, URLs templated. */
  function scrubBreadcrumb<B extends { message?: string; data?: Record<string, unknown> }>(
    breadcrumb: B,
  ): B {
    // Fetch breadcrumbs carry `url`, navigations `from` and `to`: all URLs, all templated.
    const urls = Object.fromEntries(
      BREADCRUMB_URL_KEYS.flatMap((key) => {
        const value = breadcrumb.data?.[key];
        return typeof value === 'string' ? [[key, scrubUrl(value)]] : [];
      }),
    );
    const data = breadcrumb.data && { ...scrubAttributes(breadcrumb.data), ...urls };
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
  function scrubSentryEvent<E extends ScrubbableEvent>(event: E): E {
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
      const contexts = event.contexts as Record<string, Record<string, unknown> | undefined>;
      scrubbed.contexts = Object.fromEntries(
        Object.entries(contexts).map(([name, context]) =>
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

  /**
   * The scrubbing hooks of `Sentry.init`, the same in the browser and on the server. Spans stream
   * (Sentry 11's default): `beforeSendSpan` sees each; `beforeSendTransaction` would never run.
   */
  const sentryHooks = {
    beforeSend: <E extends ScrubbableEvent>(event: E) => scrubSentryEvent(event),
    beforeSendSpan: <S extends { name: string; attributes?: Record<string, unknown> }>(
      span: S,
    ) => ({
      ...span,
      name: scrubSpanName(span.name),
      attributes: span.attributes && scrubAttributes(span.attributes),
    }),
    beforeBreadcrumb: <B extends { message?: string; data?: Record<string, unknown> }>(
      breadcrumb: B,
    ) => scrubBreadcrumb(breadcrumb),
  };

  return {
    scrubUrl,
    scrubSpanName,
    scrubAttributes,
    scrubBreadcrumb,
    scrubSentryEvent,
    sentryHooks,
  };
}
