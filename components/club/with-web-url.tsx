import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { getSettings } from '@/server/config';
import { WebUrlBeacon } from './web-url-store';

async function RuntimeWebUrl({ render }: { render: (webUrl: string) => ReactNode }) {
  await connection();
  return render(getSettings().webUrl);
}

/**
 * Renders with the web URL of the running server. Pages are prerendered at build time, when
 * WEB_URL may differ (or be unset), so absolute links (subscription URLs) are streamed in per
 * request; until then the same markup links relative to the current site. The markup is rendered
 * again when the URL arrives, so use it for plain links only: an island with state (a choice the
 * visitor may already have made) reads `useWebUrl()` and sits beside a `StreamedWebUrl` instead.
 */
export function WithWebUrl({ render }: { render: (webUrl: string) => ReactNode }) {
  return (
    <Suspense fallback={render('')}>
      <RuntimeWebUrl render={render} />
    </Suspense>
  );
}

async function RuntimeWebUrlBeacon() {
  await connection();
  return <WebUrlBeacon webUrl={getSettings().webUrl} />;
}

/** Streams the running server's web URL to the islands reading `useWebUrl()` (web-url-store.ts). */
export function StreamedWebUrl() {
  return (
    <Suspense fallback={null}>
      <RuntimeWebUrlBeacon />
    </Suspense>
  );
}
