'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';
import { TRACKING_SETTINGS_PATH, parseTrackingSettings } from '@/lib/tracking/shell-tracking';
import { hasCookie } from '@/lib/http/cookies';
import {
  isTrackingEnvironment,
  tagManagerScriptUrl,
  trackingRequestFrom,
  type TrackingSettings,
} from '@/lib/tracking/tag-manager';

// Its code (and the data layer's) only arrives when this visit may load something.
const TrackingScripts = dynamic(
  () => import('./tracking-scripts').then((module) => module.TrackingScripts),
  { ssr: false },
);

const subscribe = () => () => {};

/**
 * The tag-manager decision (lib/tracking/tag-manager.ts), made in the browser once per page load
 * so that shared pages need no per-request render: the running server's settings come from
 * /api/tracking-settings, the request's facts (gtm=false, the page builder's preview flags, the
 * disableGTM cookie) from the address and the cookies, draft mode from the layout (a draft-mode
 * page is rendered per request). The route rule (never on /checkout or /profile, receipts aside)
 * is applied by TrackingScripts on every navigation; the visitor's dimensions come with the
 * account the session sync brings (`useSettledAccount`, components/session/session-sync.tsx).
 */
export function Tracking({ preview }: { preview: boolean }) {
  const [settings, setSettings] = useState<TrackingSettings | null>(null);
  const facts = useBrowserSnapshot(
    subscribe,
    () =>
      JSON.stringify(
        trackingRequestFrom(new URL(window.location.href), (name) =>
          hasCookie(document.cookie, name),
        ),
      ),
    () => null,
  );

  useEffect(() => {
    let current = true;
    fetch(TRACKING_SETTINGS_PATH)
      .then((reply) => (reply.ok ? reply.json() : null))
      .then((body: unknown) => {
        if (current) setSettings(parseTrackingSettings(body));
      })
      .catch(() => {
        // No settings, nothing loads.
      });
    return () => {
      current = false;
    };
  }, []);

  if (!settings || !facts) return null;
  const request = JSON.parse(facts) as ReturnType<typeof trackingRequestFrom>;
  const scriptUrl = tagManagerScriptUrl(settings, {
    ...request,
    isPreview: request.isPreview || preview,
  });
  return (
    <TrackingScripts
      tagManagerUrl={scriptUrl ?? null}
      commerceMode={settings.commerceMode}
      commerceWidget={settings.commerceWidget ?? null}
      trackingEnvironment={isTrackingEnvironment(settings.appEnv)}
    />
  );
}
