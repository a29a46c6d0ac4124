import { CollectionView } from '@/components/product/collection-view';
import { ProductView } from '@/components/product/product-view';
import { ANONYMOUS_VIEWER } from '@/lib/viewer';
import { collectionPath } from '@/server/catalog/collection-text';
import { getCollectionSlugs, getPublicCollection } from '@/server/catalog/collections';
import { getPublicCatalog, getPublicProduct } from '@/server/catalog/products';
import { entryMetadata } from '@/server/content/metadata';
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

/** A collection: title, description and a card per product, priced for the visitor. */
export const collectionPage = definePage({
  route: '/collection/[slug]',
  // Every collection is prerendered at build time: `all` and the content's `collection` entries.
  staticParams: async () => (await getCollectionSlugs()).map((slug) => ({ slug })),
  // The content's entry decides (title, description, canonical URL, noindex); else the listing's words.
  metadata: async ({ slug }) => {
    const found = await getPublicCollection(slug);
    if (!found) return {};
    const { collection, entry } = found;
    const path = collectionPath(collection.slug);
    if (entry) return entryMetadata(entry, path);
    return {
      title: collection.seoTitle ?? collection.title,
      description: collection.description,
      alternates: { canonical: path },
    };
  },
  load: ({ slug }) => getPublicCollection(slug),
  render: (found, viewer) => <CollectionView found={found} viewer={viewer} />,
});
