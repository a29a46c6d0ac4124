import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductCard } from '@/components/product/product-card';
import { ProductGrid } from '@/components/product/product-grid';
import { getSettings } from '@/server/config';
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

export default async function CollectionPage({ params }: { params: Params }) {
  // Awaited outside Suspense: an unknown collection answers with a real 404.
  const { slug } = await params;
  const found = await getPublicCollection(slug);
  if (!found) notFound();
  const { collection, products } = found;
  const { shippingLocationId } = getSettings().commerce;
  return (
    <section
      aria-labelledby="collection-title"
      className="mx-auto max-w-[1440px] px-4 py-10 md:px-8"
    >
      <header className="mb-8 text-center">
        <h1 id="collection-title" className="font-serif text-4xl">
          {collection.title}
        </h1>
        {collection.description ? (
          <p className="mx-auto mt-3 max-w-2xl text-neutral-700">{collection.description}</p>
        ) : null}
      </header>
      <ProductGrid count={products.length}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} shippingLocationId={shippingLocationId} />
        ))}
      </ProductGrid>
    </section>
  );
}
