/**
 * What a club page takes from the settings of the server that renders it: where a visitor joins
 * (`ClubJoin`) and the site's web URL for links (`WithWebUrl`, `StreamedWebUrl`).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routeTitle, type ClubRoute } from '@/lib/club/clubs';
import { routeTracking } from '@/lib/tracking/routes';
import { getSettings } from '@/server/config';
import { CommerceWidgetMount } from '@/components/commerce/commerce-widget';
import { ClubWizard } from './lazy-club-wizard';
import { WebUrlBeacon } from './web-url-store';

/**
 * Where a visitor joins a club or subscription, on the page at `path`. Local mode: our four-step
 * wizard backed by the embedded commerce service. Production: the commerce platform's club-join
 * widget mounts into #c7-content on a /club route (a commerce-widget route, where its script
 * loads); a wizard block placed on any other page (/join, a campaign) links to that club's page
 * instead, since the widget neither loads nor is allowed there.
 * Decided when the page renders: at build time for the shared club pages (prerendered with the
 * build's settings), per request for a signed-in customer's (/customer-view/club/...).
 */
export function ClubJoin({ route, path }: { route: ClubRoute; path: string }) {
  if (getSettings().commerce.mode !== 'production') return <ClubWizard initial={route} />;
  if (!routeTracking(path).commerceWidget) {
    return (
      <p>
        <Link href={`/club/${route.slug}`} className="font-semibold text-wine hover:underline">
          {`Join the ${routeTitle(route)}`}
        </Link>
      </p>
    );
  }
  return (
    <section aria-label="Join">
      <CommerceWidgetMount clubSlug={route.slug} />
    </section>
  );
}

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
