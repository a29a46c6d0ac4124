import type { ReactNode } from 'react';
import { getSettings } from '@/server/config';

/**
 * Renders with the web URL of the server that renders the page. Shared pages carry no
 * per-request render, so this is the web URL of the prerender: the build's, and from the first
 * revalidation on (the catalog's 60 s) the running server's — the same in a deployment whose build
 * and runtime share WEB_URL (production requires it).
 */
export function WithWebUrl({ render }: { render: (webUrl: string) => ReactNode }) {
  return render(getSettings().webUrl);
}
