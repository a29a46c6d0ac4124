import Link from 'next/link';
import { routeTitle, type ClubRoute } from '@/lib/club/clubs';
import { routeTracking } from '@/lib/tracking/routes';
import { getSettings } from '@/server/config';
import { CommerceWidgetMount } from '@/components/commerce/commerce-widget';
import { ClubWizard } from './lazy-club-wizard';

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
