/**
 * The headers of the requests the proxy never runs for: next.config.ts `headers()`
 * writes these rules into the build, and Next sets them on the response before it renders, with no
 * per-request code of ours. That is every request of an anonymous visitor (no customer token, no
 * draft mode, no cookie the proxy must correct): the prerendered page goes out as it was built.
 * Where the proxy does run (proxy.ts `config.matcher`), it sets the same headers itself and its
 * values win over these (Next applies the proxy's response headers last).
 *
 * Two sets, each the proxy's own decision for such a request:
 *   - the security headers (lib/http/security-headers.ts) of a document with no query or cookie that
 *     changes them: the plain policy, and the commerce widget's on its routes. Requests that
 *     change the policy (a page-builder preview, draft mode, `gtm=false`, a disableGTM cookie) are
 *     left out here and get theirs from the proxy, which the matcher sends them to;
 *   - the shared pages' cache headers (`SHARED_PAGE_CACHE_CONTROL`, below) for a GET without a customer
 *     token or draft mode: a request with a body (an action, a form post) never gets them.
 *
 * The rules' shape (sources and conditions) is fixed; the headers follow the settings and the build,
 * so a build can be served with other settings than it was made with
 * (server/security/built-headers.ts rewrites them at `next start`). A shared page also names its
 * stylesheet in a `Link` preload, which only the built pages know (none while building).
 */
import { NOT_SHARED_SEGMENTS } from '../customer/customer-view';
import { CUSTOMER_TOKEN_COOKIE, DISABLE_GTM_COOKIE, DRAFT_MODE_COOKIE } from './cookies';
import { securityContextOf, securityHeaders, type HeaderSettings } from './security-headers';
import { COMMERCE_WIDGET_ROUTES, WIDGET_ACCOUNT_ROUTE } from '../tracking/routes';

/** One `headers()` rule of next.config (Next's `Header` type, without importing Next here). */
export interface HeaderRule {
  source: string;
  has?: RouteCondition[];
  missing?: RouteCondition[];
  headers: { key: string; value: string }[];
}
export interface RouteCondition {
  type: 'header' | 'cookie' | 'query';
  key: string;
  value?: string;
}

/** Every response but Next's hashed build assets and the image optimizer (its own policy). */
const EVERY_RESPONSE_SOURCE = '/((?!_next/static|_next/image).*)';

/**
 * Shared pages (lib/customer/customer-view.ts): any path whose first segment is not a personal area, a
 * route handler or a tool, and whose last segment has no dot (a public file or metadata route).
 */
const SHARED_PAGE_SOURCE = `/((?!(?:${NOT_SHARED_SEGMENTS.join('|')})(?:/|$))(?!.*\\.[^/]*$).*)`;

/**
 * A Cookie header that sets any of `names`, even to an empty value: one condition, where a `cookie`
 * condition per name would have Next parse the cookies once per name on every request. Counting an
 * empty value as set (a `cookie` condition would not) leaves such a request to the proxy, whose
 * matcher counts it the same way.
 */
function cookieSetCondition(names: readonly string[]): RouteCondition {
  return { type: 'header', key: 'cookie', value: `(?:.*;\\s*)?(?:${names.join('|')})=.*` };
}

/** Requests whose security headers the proxy decides (tracking opt-outs and the page builder). */
export const POLICY_CHANGING: RouteCondition[] = [
  { type: 'query', key: 'builder.preview' },
  { type: 'query', key: '__builder_editing__' },
  { type: 'query', key: 'gtm', value: 'false' },
  cookieSetCondition([DRAFT_MODE_COOKIE, DISABLE_GTM_COOKIE]),
];

/** Requests that must never get a shared cache header: a customer's, an editor's, any write. */
const PERSONAL_OR_WRITE: RouteCondition[] = [
  cookieSetCondition([CUSTOMER_TOKEN_COOKIE, DRAFT_MODE_COOKIE]),
  { type: 'header', key: 'next-action' },
  { type: 'header', key: 'content-type' },
];

const PLAIN_REQUEST = { gtmDisabledByQuery: false, isPreview: false, gtmDisabledByCookie: false };

/** The commerce widget's routes as sources: each route and everything below it. */
const WIDGET_SOURCES = [
  ...COMMERCE_WIDGET_ROUTES.flatMap((route) => [route, `${route}/:path*`]),
  WIDGET_ACCOUNT_ROUTE,
];

function headerList(headers: Record<string, string>): HeaderRule['headers'] {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

function policyAt(settings: HeaderSettings, pathname: string): HeaderRule['headers'] {
  return headerList(securityHeaders(securityContextOf(settings, { pathname, ...PLAIN_REQUEST })));
}

/**
 * A `Link` header that has the browser fetch the page's stylesheets as soon as the response's
 * headers arrive, while the document still downloads and before its scripts: the sheet is what
 * the first paint waits for, and a first paint after the scripts have run waits for them too
 * (Lighthouse). React sends the same header for a page it renders per request; a prerendered
 * page's answer has none. A CDN may also send it early, as a 103 Early Hint.
 */
export function stylesheetPreload(stylesheets: readonly string[]): Record<string, string> {
  if (stylesheets.length === 0) return {};
  return { Link: stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(', ') };
}

/**
 * The rules, in order: a later rule's header replaces an earlier one's. `stylesheets`: the paths of
 * the stylesheets every built page links (server/security/built-headers.ts reads them at start).
 */
export function staticHeaderRules(
  settings: HeaderSettings,
  stylesheets: readonly string[] = [],
): HeaderRule[] {
  return [
    {
      source: '/_next/static/:path*',
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    },
    { source: EVERY_RESPONSE_SOURCE, missing: POLICY_CHANGING, headers: policyAt(settings, '/') },
    ...WIDGET_SOURCES.map((source) => ({
      source,
      missing: POLICY_CHANGING,
      headers: policyAt(settings, source.replace('/:path*', '')),
    })),
    {
      source: SHARED_PAGE_SOURCE,
      missing: PERSONAL_OR_WRITE,
      headers: headerList({
        'Cache-Control': SHARED_PAGE_CACHE_CONTROL,
        'CDN-Cache-Control': SHARED_PAGE_CDN_CACHE_CONTROL,
        ...stylesheetPreload(stylesheets),
      }),
    },
  ];
}

/**
 * What caches may do with a shared page sent to a visitor without a customer token. A CDN keeps it
 * for the catalog's time-to-live (60 s, next.config.ts `catalog`) and serves it stale for up to a
 * day while it refreshes: said in `CDN-Cache-Control` (RFC 9213: read by CDNs, ignored by
 * browsers) and, for a CDN that reads only Cache-Control, by `s-maxage`. The browser may serve
 * nothing without asking (`max-age=0` and no stale-while-revalidate in Cache-Control): with one,
 * Chromium served a router prefetch fetched while the visitor was anonymous from its own HTTP
 * cache (keyed without cookies) after they signed in, and a new member saw anonymous prices.
 * (The same holds for any shared answer, e.g. anonymous search results.) Next would write `s-maxage=60, stale-while-revalidate=86340` on its own; it keeps a
 * Cache-Control the proxy already set (except on errors and draft mode, which it makes private).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const SHARED_PAGE_CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=86400';
