import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClubPageView, clubPagePath, loadClubPage } from '@/components/club/club-page';
import { CLUB_ROUTE_SLUGS, routeTitle } from '@/lib/clubs';
import { entryMetadata } from '@/server/content/metadata';

type Params = Promise<{ slug: string }>;

/** All 36 club and subscription pages are prerendered; any other /club/... path is a 404. */
export function generateStaticParams() {
  return CLUB_ROUTE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadClubPage((await params).slug);
  if (!loaded) return {};
  const { route, entry } = loaded;
  return entry ? entryMetadata(entry, clubPagePath(route.slug)) : { title: routeTitle(route) };
}

/**
 * A club or subscription page, shared and prerendered; proxy.ts rewrites visitors with a customer
 * token to /customer-view/club/{slug}, whose editorial blocks are decided for them.
 */
export default async function ClubPage({ params }: { params: Params }) {
  const loaded = await loadClubPage((await params).slug);
  if (!loaded) notFound();
  return <ClubPageView loaded={loaded} />;
}
