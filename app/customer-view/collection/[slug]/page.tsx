import { notFound } from 'next/navigation';
import { CollectionView } from '@/components/product/collection-view';
import { getPublicCollection } from '@/server/catalog/collections';
import { getViewer } from '@/server/visitor/viewer';

export { generateMetadata } from '@/app/(shop)/collection/[slug]/page';

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

type Params = Promise<{ slug: string }>;

/** Placeholder only (see the order receipt page): every real slug renders on request. */
export function generateStaticParams() {
  return [{ slug: 'prerender-placeholder' }];
}

/**
 * /collection/{slug} for a visitor with a customer token (proxy.ts rewrites here; the address bar
 * keeps /collection/{slug}): the same page with the customer's own prices and access.
 */
export default async function CustomerCollectionPage({ params }: { params: Params }) {
  const { slug } = await params;
  const found = await getPublicCollection(slug);
  if (!found) notFound();
  return <CollectionView found={found} viewer={await getViewer()} />;
}
