import type { ClubRoute } from '@/lib/clubs';
import { getSettings } from '@/server/config';
import { CommerceWidgetMount } from '@/components/commerce/commerce-widget';
import { ClubWizard } from '@/components/lazy-islands';

/**
 * Where a visitor joins a club or subscription. Local mode: our four-step wizard backed by the
 * embedded commerce service. Production: the commerce platform's club-join widget mounts into
 * #c7-content (the /club routes are commerce-widget routes, where its script loads).
 * Decided when the page renders: at build time for the shared club pages (prerendered with the
 * build's settings), per request for a signed-in customer's (/customer-view/club/...).
 */
export function ClubJoin({ route }: { route: ClubRoute }) {
  if (getSettings().commerce.mode === 'production') {
    return (
      <section aria-label="Join">
        <CommerceWidgetMount clubSlug={route.slug} />
      </section>
    );
  }
  return <ClubWizard initial={route} />;
}
