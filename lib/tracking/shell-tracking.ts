/**
 * The tracking settings a page needs in the browser, served by /api/tracking-settings from the
 * running server's settings (pages are prerendered at build time, and one build may run as stage
 * and as production). Only what could load anything at all is sent: nothing for a visit that can
 * load neither the tag manager nor the commerce widget.
 */
import {
  isTrackingEnvironment,
  type CommerceWidgetTag,
  type TrackingSettings,
} from './tag-manager';

export const TRACKING_SETTINGS_PATH = '/api/tracking-settings';

/** The settings when a visit could load something, else null (then no script is ever asked for). */
export function publicTrackingSettings(settings: TrackingSettings): TrackingSettings | null {
  const tagManager = Boolean(settings.gtmContainerId) && isTrackingEnvironment(settings.appEnv);
  return tagManager || settings.commerceMode === 'production' ? settings : null;
}

const CONTAINER_ID = /^[A-Za-z0-9-]{1,40}$/;
/** Commerce7 tenant ids are slugs (`some-winery`). */
const TENANT = /^[A-Za-z0-9_-]{1,100}$/;

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The endpoint's answer, or null when it is not one (then nothing loads). Checked by hand, not
 * with a valibot schema: this runs in the browser on every page, and this one check was what
 * brought valibot's code (2.6 KB gzip) into every page's first scripts.
 */
export function parseTrackingSettings(body: unknown): TrackingSettings | null {
  if (typeof body !== 'object' || body === null) return null;
  const { appEnv, gtmHost, gtmContainerId, commerceMode, commerceWidget } = body as Record<
    string,
    unknown
  >;
  if (typeof appEnv !== 'string' || appEnv.length > 40) return null;
  if (typeof gtmHost !== 'string' || gtmHost.length > 200 || !isUrl(gtmHost)) return null;
  // JSON leaves an unset container out; the settings name it either way.
  if (
    gtmContainerId !== undefined &&
    !(typeof gtmContainerId === 'string' && CONTAINER_ID.test(gtmContainerId))
  )
    return null;
  if (commerceMode !== 'local' && commerceMode !== 'production') return null;
  if (commerceWidget === undefined) return { appEnv, gtmHost, gtmContainerId, commerceMode };
  const widget = parseWidgetTag(commerceWidget);
  return widget ? { appEnv, gtmHost, gtmContainerId, commerceMode, commerceWidget: widget } : null;
}

function parseWidgetTag(value: unknown): CommerceWidgetTag | null {
  if (typeof value !== 'object' || value === null) return null;
  const { scriptUrl, stylesheetUrl, tenant } = value as Record<string, unknown>;
  const url = (text: unknown): text is string =>
    typeof text === 'string' && text.length <= 500 && isUrl(text);
  if (!url(scriptUrl) || !url(stylesheetUrl)) return null;
  if (typeof tenant !== 'string' || !TENANT.test(tenant)) return null;
  return { scriptUrl, stylesheetUrl, tenant };
}
