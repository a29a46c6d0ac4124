import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionView } from '@/components/product/collection-view';
import { getCollectionSlugs, getPublicCollection } from '@/server/shop/collections';

type Params = Promise<{ slug: string }>;

/** Every collection is prerendered at build time (footer: all, red-wines, white-wines, ...). */
export async function generateStaticParams() {
  return (await getCollectionSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await getPublicCollection((await params).slug);
  if (!found) return {};
  return {
    title: found.collection.title,
    description: found.collection.description ?? undefined,
    alternates: { canonical: `/collection/${found.collection.slug}` },
  };
}

/**
 * The anonymous collection page, static and shared. A visitor with a customer token never gets
 * it: proxy.ts rewrites them to /customer-view/collection/{slug}, rendered with their prices.
 */
export default async function CollectionPage({ params }: { params: Params }) {
  // Awaited outside Suspense: an unknown collection answers with a real 404.
  const { slug } = await params;
  const found = await getPublicCollection(slug);
  if (!found) notFound();
  return <CollectionView found={found} />;
}
