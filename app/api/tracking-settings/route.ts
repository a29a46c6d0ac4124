import { connection } from 'next/server';
import { publicTrackingSettings } from '@/lib/tracking/shell-tracking';
import { getSettings } from '@/server/config';

/**
 * The running server's tracking settings for the browser's tag-manager decision
 * (components/shell/tracking.tsx). Per request (settings are runtime), the same for everyone, so
 * browsers and CDNs may keep it for five minutes.
 */
export async function GET() {
  await connection();
  const settings = getSettings();
  const body = publicTrackingSettings({
    appEnv: settings.appEnv,
    gtmHost: settings.tracking.gtmHost,
    gtmContainerId: settings.tracking.gtmContainerId,
    commerceMode: settings.commerce.mode,
    commerceWidget:
      settings.commerce.mode === 'production'
        ? { ...settings.commerce.widget, tenant: settings.commerce.tenant }
        : undefined,
  });
  return Response.json(body, {
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=300' },
  });
}
