import type { ReactNode } from 'react';
import { getSettings } from '@/server/config';
import { WebUrlBeacon } from './web-url-store';

/**
 * Renders with the web URL of the server that renders the page. Shared pages carry no
 * per-request render, so this is the web URL of the prerender: the build's, and from the first
 * revalidation on (the catalog's 60 s) the running server's — the same in a deployment whose build
 * and runtime share WEB_URL (production requires it). Use it for plain links; an island with
 * state reads `useWebUrl()` and sits beside a `StreamedWebUrl`.
 */
export function WithWebUrl({ render }: { render: (webUrl: string) => ReactNode }) {
  return render(getSettings().webUrl);
}

/** Hands the page's web URL to the islands reading `useWebUrl()` (web-url-store.ts). */
export function StreamedWebUrl() {
  return <WebUrlBeacon webUrl={getSettings().webUrl} />;
}
