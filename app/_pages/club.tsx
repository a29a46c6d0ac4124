import { ClubPageView, clubPagePath, loadClubPage } from '@/app/_pages/club-page-view';
import { CLUB_ROUTE_SLUGS, routeTitle } from '@/lib/club/clubs';
import { entryMetadata } from '@/server/content/index';
import { definePage } from './define';

/** A club or subscription page; its editorial blocks are decided for the visitor. */
export const clubPage = definePage({
  route: '/club/[slug]',
  // All 36 club and subscription pages are prerendered; any other /club/... path is a 404.
  staticParams: async () => CLUB_ROUTE_SLUGS.map((slug) => ({ slug })),
  metadata: async ({ slug }) => {
    const loaded = await loadClubPage(slug);
    if (!loaded) return {};
    const { route, entry } = loaded;
    return entry ? entryMetadata(entry, clubPagePath(route.slug)) : { title: routeTitle(route) };
  },
  load: ({ slug }) => loadClubPage(slug),
  render: (loaded, viewer) => <ClubPageView loaded={loaded} viewer={viewer} />,
});
