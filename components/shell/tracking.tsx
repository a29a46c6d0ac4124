'use client';

import { useSyncExternalStore } from 'react';
import {
  tagManagerScriptUrl,
  trackingRequestFrom,
  type TrackingSettings,
} from '@/lib/tracking/tag-manager';
import { useShellStore } from './shell-store';
import { TrackingScripts } from './tracking-scripts';

const subscribe = () => () => {};

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * The tag-manager decision (lib/tracking/tag-manager.ts), made in the browser once per page load
 * so that shared pages need no per-request render: the settings come with the page, the request's
 * facts (gtm=false, the page builder's preview flags, the disableGTM cookie) from the address and
 * the cookies, draft mode from the layout (a draft-mode page is rendered per request). The route
 * rule (never on /checkout or /profile, receipts aside) is applied by TrackingScripts on every
 * navigation. A logged-in visitor's dimensions wait for the session sync.
 */
export function Tracking({ settings, preview }: { settings: TrackingSettings; preview: boolean }) {
  const dimensions = useShellStore((state) => state.dimensions);
  // null: nothing may load for this visit; undefined: not in the browser yet.
  const scriptUrl = useSyncExternalStore(
    subscribe,
    () => {
      const request = trackingRequestFrom(new URL(window.location.href), hasCookie);
      const url = tagManagerScriptUrl(settings, {
        ...request,
        isPreview: request.isPreview || preview,
      });
      return url ?? null;
    },
    () => undefined,
  );

  if (scriptUrl === undefined || dimensions === undefined) return null;
  return (
    <TrackingScripts
      tagManagerUrl={scriptUrl}
      commerceWidget={settings.commerceMode === 'production'}
      dimensions={dimensions}
    />
  );
}
