import { getSettings } from '@/server/config';
import type { PublicCollection } from '@/server/catalog/collections';
import type { Viewer } from '@/server/visitor/viewer';
import { productsForViewer } from '@/server/visitor/viewer-products';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

/**
 * A collection page's body: title, description and a card per product. With a viewer (the
 * per-customer route) the cards carry that customer's own prices and access.
 */
export async function CollectionView({
  found,
  viewer,
}: {
  found: PublicCollection;
  viewer?: Viewer;
}) {
  const { collection } = found;
  const products = viewer ? await productsForViewer(found.products, viewer) : found.products;
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
      <ProductGrid listName={collection.title} products={products} viewer={viewer}>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            // One column on a phone: only the first card is in view when the page opens.
            priority={index === 0}
            shippingLocationId={shippingLocationId}
            viewer={viewer}
          />
        ))}
      </ProductGrid>
    </section>
  );
}
