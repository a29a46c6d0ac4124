/**
 * When the tag manager (and the commerce widget) may load, decided from settings and the request.
 * Pure; the proxy gathers the request
 * facts and the layout's tracking hole decides with them.
 */
import { TRACKING_ENVIRONMENTS } from '../constants';
import { DISABLE_GTM_COOKIE, DRAFT_MODE_COOKIE } from '../http/cookies';
import { routeTracking } from './routes';

/**
 * Consent cookie check before the tag manager loads: every 500 ms, up to 5 times. The consent
 * record itself is lib/tracking/consent.ts.
 */
export const CONSENT_POLL = { intervalMs: 500, attempts: 5 } as const;

/**
 * Commerce7's hosted widget as a page loads it: its script (with the tenant it serves) and its
 * stylesheet. Known only in production commerce mode (settings COMMERCE_WIDGET_URL, COMMERCE_TENANT).
 */
export interface CommerceWidgetTag {
  scriptUrl: string;
  stylesheetUrl: string;
  tenant: string;
}
/** The script element's id and tenant attribute, as Commerce7's install snippet writes them. */
export const COMMERCE_WIDGET_SCRIPT_ID = 'c7-javascript';

export interface TrackingRequest {
  pathname: string;
  /** The query carried gtm=false. */
  gtmDisabledByQuery: boolean;
  /** The page builder's preview or edit mode (draft mode or the builder's query flags). */
  isPreview: boolean;
  /** A disableGTM cookie is set. */
  gtmDisabledByCookie: boolean;
}

export interface TrackingSettings {
  appEnv: string;
  gtmHost: string;
  gtmContainerId: string | undefined;
  commerceMode: 'local' | 'production';
  /** Present in production commerce mode. */
  commerceWidget?: CommerceWidgetTag;
}

export function isTrackingEnvironment(appEnv: string): boolean {
  return (TRACKING_ENVIRONMENTS as readonly string[]).includes(appEnv);
}

/**
 * The tag manager script URL for this visit, before the route rule: undefined outside production
 * and stage, with no container, or when the request opted out (gtm=false, preview/edit mode,
 * disableGTM cookie).
 */
export function tagManagerScriptUrl(
  settings: TrackingSettings,
  request: Omit<TrackingRequest, 'pathname'>,
): string | undefined {
  if (!settings.gtmContainerId) return undefined;
  if (!isTrackingEnvironment(settings.appEnv)) return undefined;
  if (request.gtmDisabledByQuery || request.isPreview || request.gtmDisabledByCookie)
    return undefined;
  return `${settings.gtmHost}/gtm.js?id=${encodeURIComponent(settings.gtmContainerId)}`;
}

/** The tag manager script URL, or undefined when nothing may be requested for this request. */
export function tagManagerUrl(
  settings: TrackingSettings,
  request: TrackingRequest,
): string | undefined {
  return routeTracking(request.pathname).tracking
    ? tagManagerScriptUrl(settings, request)
    : undefined;
}

/** The widget to load on this path: only in production commerce mode, on commerce-widget routes. */
export function commerceWidgetFor(
  settings: Pick<TrackingSettings, 'commerceMode' | 'commerceWidget'>,
  pathname: string,
): CommerceWidgetTag | undefined {
  return settings.commerceMode === 'production' && routeTracking(pathname).commerceWidget
    ? settings.commerceWidget
    : undefined;
}

/**
 * Whether moving from the page the document was loaded for to `pathname` needs a full page load.
 * In production commerce mode, any navigation that starts or ends on a commerce-widget route:
 * - the Content-Security-Policy comes with the document and allows the widget's hosts only on
 *   those routes (proxy.ts); a client-side navigation keeps the first page's policy;
 * - Commerce7's widget is written for sites where every page is a page load: it reads the page's
 *   address once when its script runs, so it starts anew on each widget page (checkout to an
 *   account page, one club to another).
 */
export function needsFullLoad(
  settings: Pick<TrackingSettings, 'commerceMode'>,
  documentPath: string,
  pathname: string,
): boolean {
  if (settings.commerceMode !== 'production' || documentPath === pathname) return false;
  return routeTracking(documentPath).commerceWidget || routeTracking(pathname).commerceWidget;
}

/** Reads the request facts from a URL's query and a cookie lookup (used by the proxy). */
export function trackingRequestFrom(
  url: URL,
  hasCookie: (name: string) => boolean,
): TrackingRequest {
  const query = url.searchParams;
  return {
    pathname: url.pathname,
    gtmDisabledByQuery: query.get('gtm') === 'false',
    isPreview:
      query.has('builder.preview') ||
      query.has('__builder_editing__') ||
      hasCookie(DRAFT_MODE_COOKIE),
    gtmDisabledByCookie: hasCookie(DISABLE_GTM_COOKIE),
  };
}
