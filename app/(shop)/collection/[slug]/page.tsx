import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionView } from '@/components/product/collection-view';
import { entryMetadata } from '@/server/content/metadata';
import { collectionPath } from '@/server/catalog/collection-text';
import { getCollectionSlugs, getPublicCollection } from '@/server/catalog/collections';

type Params = Promise<{ slug: string }>;

/** Every collection is prerendered at build time: `all` and the content's `collection` entries. */
export async function generateStaticParams() {
  return (await getCollectionSlugs()).map((slug) => ({ slug }));
}

/** The content's entry decides (title, description, canonical URL, noindex); else the listing's words. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await getPublicCollection((await params).slug);
  if (!found) return {};
  const { collection, entry } = found;
  const path = collectionPath(collection.slug);
  if (entry) return entryMetadata(entry, path);
  return {
    title: collection.seoTitle ?? collection.title,
    description: collection.description,
    alternates: { canonical: path },
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
