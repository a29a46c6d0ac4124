/**
 * The rules of what telemetry may carry, for single values: free text, a path or URL,
 * a JSON-like value, a field name. Pure; lib/telemetry/telemetry-scrub.ts applies them to spans, breadcrumbs
 * and Sentry events, and the server's error log applies them to its lines.
 *
 * - `scrubText`: e-mails, card numbers, UUIDs and long hex/base64 tokens inside free text
 *   (error messages, breadcrumbs) become placeholders.
 * - `scrubPath`: a URL or path loses its query and fragment (tokens, e-mails, `customerId=`
 *   ride there) and every segment that looks like an id becomes `{id}`; the site's dynamic
 *   routes become their templates (`/profile/order-receipt/[id]`).
 * - `isSecretKey`: field names whose values never leave (bodies, cookies, headers, card data).
 * - `scrubValue`: a copy of a JSON-like value with secret keys dropped and strings scrubbed.
 */

/** The site's routes with an id in their path: their template is the route, never the id. */
/** Names the template of a path the caller knows (the commerce API's), or undefined. */
export type TemplateOf = (path: string) => string | undefined;

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

const REDACTED = '[redacted]';

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
export function scrubPath(pathOrUrl: string, templateOf?: TemplateOf): string {
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
export function scrubMethodAndPath(value: string, templateOf?: TemplateOf): string {
  const match = /^((?:[A-Z]+ |http [A-Z]+ |middleware [A-Z]+ ))(.*)$/.exec(value);
  if (!match) return value.includes('/') ? scrubPath(value, templateOf) : scrubText(value);
  return `${match[1]}${scrubPath(match[2] ?? '', templateOf)}`;
}

/** Keys whose values never leave: bodies, cookies, auth, card data, contact data, raw ids. */
const SECRET_KEY =
  /^(body|cookies?|headers?|query_string|password.*|new_?password|token|.*token|cvv|cvc|security_?code|card_?number|card|card_?holder_?name|credit_?card_?id|birth_?date|expiry|authorization|email|e-mail|address.*|phone|first_?name|last_?name|cart_?id|customer_?id|order_?id|ip_address|http\.request\.(body|header|cookie).*|http\.response\.header.*)$/i;

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
