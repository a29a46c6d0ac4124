import type { ClubRoute } from '@/lib/clubs';
import { getSettings } from '@/server/config';
import { ClubWizard } from '@/components/lazy-islands';

/**
 * Where a visitor joins a club or subscription. Local mode: our four-step wizard backed by the
 * embedded commerce service. Production: the commerce platform's club-join widget mounts into
 * #c7-content (the /club routes are commerce-widget routes, where its script loads).
 */
export function ClubJoin({ route }: { route: ClubRoute }) {
  if (getSettings().commerce.mode === 'production') {
    return (
      <section aria-label="Join" className="min-h-64">
        <div id="c7-content" data-club-slug={route.slug} />
      </section>
    );
  }
  return <ClubWizard initial={route} />;
}
