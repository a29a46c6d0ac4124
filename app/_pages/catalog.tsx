import type { Metadata } from 'next';
import { CollectionView } from '@/components/product/collection-view';
import { ProductView } from '@/components/product/product-view';
import { ANONYMOUS_VIEWER } from '@/lib/customer/viewer';
import { browseQuery, isRefined } from '@/lib/catalog/collection-browse';
import { ALL_COLLECTION_SLUG, collectionPath } from '@/server/catalog/collection-text';
import { getCollectionView } from '@/server/catalog/collection-view';
import { getCollectionSlugs } from '@/server/catalog/collections';
import { getPublicCatalog, getPublicProduct } from '@/server/catalog/products';
import { entryMetadata } from '@/server/content';
import { definePage } from './define';

/** A product: its purchase panel shows the visitor's own price and access. */
export const productPage = definePage({
  route: '/product/[slug]',
  // Every listable product is prerendered at build time; others render on first visit.
  staticParams: async () => (await getPublicCatalog()).map(({ slug }) => ({ slug })),
  metadata: async ({ slug }) => {
    const product = await getPublicProduct(slug);
    if (!product) return {};
    return {
      title: product.seo?.title || product.title,
      description: product.seo?.description || product.teaser || undefined,
      alternates: { canonical: `/product/${product.slug}` },
      openGraph: product.image ? { images: [product.image] } : undefined,
    };
  },
  load: ({ slug }) => getPublicProduct(slug),
  render: (product, viewer) => (
    <ProductView product={product} viewer={viewer ?? ANONYMOUS_VIEWER} />
  ),
});

/**
 * A collection: title, description, sort and filter controls and a page of at most 24 cards,
 * priced for the visitor. The plain address is this page; its views live at collectionViewPage.
 */
export const collectionPage = definePage({
  route: '/collection/[slug]',
  // Every collection is prerendered at build time: `all` and the content's `collection` entries.
  staticParams: async () => (await getCollectionSlugs()).map((slug) => ({ slug })),
  metadata: ({ slug }) => collectionMetadata(slug, ''),
  load: ({ slug }) => getCollectionView(slug, ''),
  render: (view, viewer) => <CollectionView view={view} viewer={viewer} />,
});

/**
 * A sorted, filtered or later page of a collection (`?sort=price-asc&page=2`): proxy.ts rewrites
 * the query onto the `[view]` segment (lib/catalog/collection-browse.ts), so each view is generated on its
 * first visit and then served from the cache like any shared page, and the plain collection never
 * reads the query (it stays prerendered whole).
 */
export const collectionViewPage = definePage({
  route: '/collection/[slug]/[view]',
  // One view is built with the site (the cheapest listing sorted by price); the rest on demand.
  staticParams: async () => [{ slug: ALL_COLLECTION_SLUG, view: 'sort-price-asc' }],
  metadata: ({ slug, view }) => collectionMetadata(slug, view),
  load: ({ slug, view }) => getCollectionView(slug, view),
  render: (view, viewer) => <CollectionView view={view} viewer={viewer} />,
});

/**
 * The content's entry decides (title, description, canonical URL, noindex); else the listing's
 * words. A view's canonical address is its shareable query; sorted and filtered views are kept
 * out of search results (their pages are the same wines again), later pages are not.
 */
async function collectionMetadata(slug: string, segment: string): Promise<Metadata> {
  const view = await getCollectionView(slug, segment);
  if (!view) return {};
  const { collection, entry } = view.found;
  const path = collectionPath(collection.slug);
  const base: Metadata = entry
    ? entryMetadata(entry, path)
    : {
        title: collection.seoTitle ?? collection.title,
        description: collection.description,
        alternates: { canonical: path },
      };
  if (segment === '') return base;
  const { page, pageCount } = view.page;
  return {
    ...base,
    title: `${collection.seoTitle ?? collection.title}, page ${page} of ${pageCount}`,
    alternates: { canonical: `${path}${browseQuery(view.state)}` },
    ...(isRefined(view.state) ? { robots: { index: false, follow: true } } : {}),
  };
}
