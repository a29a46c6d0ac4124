/**
 * The tracking settings a page needs in the browser, served by /api/tracking-settings from the
 * running server's settings (pages are prerendered at build time, and one build may run as stage
 * and as production). Only what could load anything at all is sent: nothing for a visit that can
 * load neither the tag manager nor the commerce widget.
 */
import * as v from 'valibot';
import { isTrackingEnvironment, type TrackingSettings } from './tracking/tag-manager';

export const TRACKING_SETTINGS_PATH = '/api/tracking-settings';

/** The settings when a visit could load something, else null (then no script is ever asked for). */
export function publicTrackingSettings(settings: TrackingSettings): TrackingSettings | null {
  const tagManager = Boolean(settings.gtmContainerId) && isTrackingEnvironment(settings.appEnv);
  return tagManager || settings.commerceMode === 'production' ? settings : null;
}

const TrackingSettingsSchema = v.nullable(
  v.object({
    appEnv: v.pipe(v.string(), v.maxLength(40)),
    gtmHost: v.pipe(v.string(), v.url(), v.maxLength(200)),
    gtmContainerId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/))),
    commerceMode: v.picklist(['local', 'production']),
  }),
);

/** The endpoint's answer, or null when it is not one (then nothing loads). */
export function parseTrackingSettings(body: unknown): TrackingSettings | null {
  const parsed = v.safeParse(TrackingSettingsSchema, body);
  if (!parsed.success || !parsed.output) return null;
  // JSON leaves an unset container out; the settings name it either way.
  return { ...parsed.output, gtmContainerId: parsed.output.gtmContainerId };
}
