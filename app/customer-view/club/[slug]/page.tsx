import { notFound } from 'next/navigation';
import { ClubPageView, loadClubPage } from '@/components/club/club-page';
import { getViewer } from '@/server/visitor/viewer';

export { generateMetadata } from '@/app/club/[slug]/page';

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

type Params = Promise<{ slug: string }>;

/** Placeholder only (see the order receipt page): every real slug renders on request. */
export function generateStaticParams() {
  return [{ slug: 'prerender-placeholder' }];
}

/** /club/{slug} for a visitor with a customer token or in draft mode (proxy.ts). */
export default async function CustomerClubPage({ params }: { params: Params }) {
  const loaded = await loadClubPage((await params).slug);
  if (!loaded) notFound();
  return <ClubPageView loaded={loaded} viewer={await getViewer()} />;
}
