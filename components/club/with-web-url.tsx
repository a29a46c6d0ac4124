import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { getSettings } from '@/server/config';

async function RuntimeWebUrl({ render }: { render: (webUrl: string) => ReactNode }) {
  await connection();
  return render(getSettings().webUrl);
}

/**
 * Renders with the web URL of the running server. Pages are prerendered at build time, when
 * WEB_URL may differ (or be unset), so absolute links (subscription URLs) are streamed in per
 * request; until then the same markup links relative to the current site.
 */
export function WithWebUrl({ render }: { render: (webUrl: string) => ReactNode }) {
  return (
    <Suspense fallback={render('')}>
      <RuntimeWebUrl render={render} />
    </Suspense>
  );
}
