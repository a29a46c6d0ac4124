import { headers } from 'next/headers';
import { getSettings } from '@/server/config';
import { parseTrackingRequest, TRACKING_REQUEST_HEADER } from '@/lib/tracking/request-header';
import {
  isTrackingEnvironment,
  tagManagerScriptUrl,
  type TrackingSettings,
} from '@/lib/tracking/tag-manager';
import { TrackingScripts } from './tracking-scripts';

/**
 * The tracking decision, made on the server per request (a dynamic hole in the static shell,
 * rendered inside Suspense). With no container configured, outside production/stage, or when the
 * request opted out, nothing is rendered: no script, no island, nothing requested from outside.
 */
export async function TrackingHole() {
  const request = parseTrackingRequest((await headers()).get(TRACKING_REQUEST_HEADER));
  if (!request) return null;
  const settings = getSettings();
  const tracking: TrackingSettings = {
    appEnv: settings.appEnv,
    gtmHost: settings.tracking.gtmHost,
    gtmContainerId: settings.tracking.gtmContainerId,
    commerceMode: settings.commerce.mode,
  };
  const scriptUrl = tagManagerScriptUrl(tracking, request) ?? null;
  // The widget exists in production commerce mode; which routes load it is the route rule.
  const commerceWidget = settings.commerce.mode === 'production';
  if (!scriptUrl && !commerceWidget) return null;
  return (
    <TrackingScripts
      tagManagerUrl={scriptUrl}
      commerceWidget={commerceWidget}
      trackingEnvironment={isTrackingEnvironment(settings.appEnv)}
    />
  );
}
