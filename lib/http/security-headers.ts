/**
 * The security headers of every response, decided per request by the proxy from
 * settings and the request; pure so the policy is testable line by line.
 *
 * Why the Content-Security-Policy allows inline scripts instead of using nonces or hashes:
 * - Anonymous pages are prerendered static shells (Cache Components), served alike to everyone
 *   from the CDN. A nonce must be new for every response, so Next can only put nonces into pages
 *   rendered per request: every page would turn dynamic. Not an option.
 * - Hashes fit static HTML, but Next itself writes inline scripts whose text is the page's own
 *   data: the React Server Components payload (`self.__next_f.push([...])`), one or more per page
 *   and per streamed hole, different for every product, cart and visitor. Their hashes cannot be
 *   known when the header is written, and listing any hash makes CSP2+ browsers IGNORE
 *   'unsafe-inline', so hashing our own scripts (age-gate opener, pencil banner pre-hide, JSON-LD)
 *   would block Next's. Next's experimental SRI covers external chunks only, not these.
 * So script-src is 'self' 'unsafe-inline' plus only the outside hosts this response's document
 * can load scripts from. What makes inline injection unlikely is elsewhere: outside HTML goes
 * through the allowlist sanitizer (lib/site/html.ts), values in inline scripts are escaped
 * (lib/site/script-json.ts), React escapes text. The policy still stops the rest: scripts, frames and
 * connections from unlisted hosts, <object>/<embed>, <base> hijacking, forms posting elsewhere,
 * and framing of the site (clickjacking of login, cart and checkout).
 *
 * Outside hosts appear only where and when they load: the tag manager when this request may load
 * it (production/stage, a container, no opt-out; the decision of lib/tracking/tag-manager.ts, for
 * the whole document since client navigations do not get a new header), the commerce widget in
 * production commerce mode on the commerce-widget routes only (lib/tracking/routes.ts; a client
 * navigation across that line loads the page anew, lib/tracking/tag-manager.ts `needsFullLoad`),
 * Builder's hosts and framing by Builder's editor only in draft/preview.
 */

import { routeTracking } from '../tracking/routes';
import { tagManagerScriptUrl, type TrackingRequest } from '../tracking/tag-manager';

/** The settings the headers depend on (server/config Settings has them all). */
export interface HeaderSettings {
  appEnv: string;
  devServer: boolean;
  tracking: { gtmHost: string; gtmContainerId: string | undefined };
  commerce: { mode: 'local' | 'production'; baseUrl: string; widget: { scriptUrl: string } };
  observability: { browserSentryDsn: string | undefined };
}

export interface SecurityContext {
  appEnv: string;
  /** `next dev`: React needs eval for its debugging aids. */
  devServer: boolean;
  /** Origin of the tag manager when this document may load it. */
  tagManagerOrigin?: string;
  /**
   * Commerce7's hosted widget may load on this page (production commerce mode, a commerce-widget
   * route): where its files come from and the commerce API it calls from the browser.
   */
  commerceWidget?: { origin: string; apiOrigin: string };
  /** Draft mode or a page-builder preview: Builder's editor frames the page and its SDK runs. */
  builderEditor: boolean;
  /** Origin of the browser error reports (Sentry), when configured. */
  errorReportOrigin?: string;
}

/** Hosts the Google tag manager itself loads from once allowed (its tags and beacons). */
const TAG_MANAGER_EXTRA = ['https://*.googletagmanager.com', 'https://*.google-analytics.com'];
const BUILDER = ['https://cdn.builder.io', 'https://*.builder.io', 'https://builder.io'];
/** Where Builder's visual editor runs: the only site allowed to frame ours, in draft mode. */
const BUILDER_EDITOR_ORIGINS = ['https://builder.io', 'https://*.builder.io'];
/** Product and page-builder images. */
const IMAGE_HOSTS = ['https://cdn.builder.io'];

/**
 * The widget's hosts for a page at `pathname`: only in production commerce mode and only on the
 * commerce-widget routes. Its files' origin comes from COMMERCE_WIDGET_URL and the API it calls from
 * the browser is the commerce API's (COMMERCE_API_URL: api.commerce7.com when live).
 */
export function commerceWidgetSources(
  commerce: { mode: 'local' | 'production'; baseUrl: string; widget: { scriptUrl: string } },
  pathname: string,
): SecurityContext['commerceWidget'] {
  if (commerce.mode !== 'production' || !routeTracking(pathname).commerceWidget) return undefined;
  return {
    origin: new URL(commerce.widget.scriptUrl).origin,
    apiOrigin: new URL(commerce.baseUrl).origin,
  };
}

/** What a document at `request.pathname`, asked for as `request` says, may load. */
export function securityContextOf(
  settings: HeaderSettings,
  request: TrackingRequest,
): SecurityContext {
  const tagManager = tagManagerScriptUrl(
    {
      appEnv: settings.appEnv,
      gtmHost: settings.tracking.gtmHost,
      gtmContainerId: settings.tracking.gtmContainerId,
      commerceMode: settings.commerce.mode,
    },
    request,
  );
  const reports = settings.observability.browserSentryDsn;
  return {
    appEnv: settings.appEnv,
    devServer: settings.devServer,
    tagManagerOrigin: tagManager ? new URL(tagManager).origin : undefined,
    commerceWidget: commerceWidgetSources(settings.commerce, request.pathname),
    builderEditor: request.isPreview,
    errorReportOrigin: reports ? (URL.parse(reports)?.origin ?? undefined) : undefined,
  };
}

export function contentSecurityPolicy(context: SecurityContext): string {
  const tagManager = context.tagManagerOrigin
    ? [context.tagManagerOrigin, ...TAG_MANAGER_EXTRA]
    : [];
  const widgetFiles = context.commerceWidget ? [context.commerceWidget.origin] : [];
  const widgetCalls = context.commerceWidget
    ? [context.commerceWidget.origin, context.commerceWidget.apiOrigin]
    : [];
  const builder = context.builderEditor ? BUILDER : [];
  const reports = context.errorReportOrigin ? [context.errorReportOrigin] : [];
  const evalFor =
    context.devServer || context.builderEditor
      ? // React's dev tooling; Builder's SDK evaluates editor bindings in the editor only.
        ["'unsafe-eval'"]
      : [];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", "'unsafe-inline'", ...evalFor, ...tagManager, ...widgetFiles, ...builder],
    ],
    // Inline style attributes (React `style`) and Next's inline styles.
    ['style-src', ["'self'", "'unsafe-inline'", ...widgetFiles, ...builder]],
    [
      'img-src',
      ["'self'", 'data:', 'blob:', ...IMAGE_HOSTS, ...tagManager, ...widgetFiles, ...builder],
    ],
    ['font-src', ["'self'", 'data:', ...widgetFiles]],
    ['connect-src', ["'self'", ...tagManager, ...widgetCalls, ...builder, ...reports]],
    // Video, map, calendar, store-locator and lead-form embeds are editor-chosen https pages,
    // each in its own origin's frame.
    ['frame-src', ["'self'", 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', context.builderEditor ? ["'self'", ...BUILDER_EDITOR_ORIGINS] : ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`);
  // Plain http is only a developer's machine; there it would break every request.
  if (context.appEnv === 'production') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(context: SecurityContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(context),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  };
  // Older browsers without frame-ancestors; in draft mode the editor must frame the page.
  if (!context.builderEditor) headers['X-Frame-Options'] = 'DENY';
  // Only in production: on stage or a developer's machine a year of forced https would stick to
  // hosts (localhost) that also serve plain http.
  if (context.appEnv === 'production') {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
