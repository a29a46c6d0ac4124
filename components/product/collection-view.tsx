import { COLLECTION_PAGE_SIZE } from '@/lib/catalog/collection-browse';
import { getSettings } from '@/server/config';
import { collectionPath } from '@/server/catalog/collection-text';
import type { CollectionPageView } from '@/server/catalog/collection-view';
import type { Viewer } from '@/server/visitor/visitor';
import { productsForViewer } from '@/server/visitor/viewer-products';
import { CollectionControls } from './collection-controls';
import { CollectionPagination } from './collection-pagination';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

/** 'Showing 25–48 of 130 products', or '12 products' when they all fit on one page. */
function shownText({ page, total, items }: CollectionPageView['page']): string {
  const noun = total === 1 ? 'product' : 'products';
  if (page === 1 && items.length === total) return `${total} ${noun}`;
  const first = (page - 1) * COLLECTION_PAGE_SIZE + 1;
  return `Showing ${first}–${first + items.length - 1} of ${total} ${noun}`;
}

/**
 * A collection page's body: title, description, the sort and filter controls, a card per product
 * of the view's page and links to the other pages. With a viewer (the per-customer route) the
 * cards carry that customer's own prices and access; only the page's products are asked for.
 */
export async function CollectionView({
  view,
  viewer,
}: {
  view: CollectionPageView;
  viewer?: Viewer;
}) {
  const { collection } = view.found;
  const listed = view.page.items;
  const products = viewer ? await productsForViewer(listed, viewer) : listed;
  const { shippingLocationId } = getSettings().commerce;
  const path = collectionPath(collection.slug);
  return (
    <section
      aria-labelledby="collection-title"
      className="mx-auto max-w-[1440px] px-4 py-10 md:px-8"
    >
      <header className="mb-6 text-center md:mb-8">
        <h1 id="collection-title" className="font-serif text-3xl md:text-4xl">
          {collection.title}
        </h1>
        {collection.description ? (
          <p className="mx-auto mt-3 line-clamp-2 max-w-2xl text-neutral-700 md:line-clamp-none">
            {collection.description}
          </p>
        ) : null}
      </header>
      <CollectionControls
        action={path}
        state={view.state}
        varietals={view.options.varietals}
        types={view.options.types}
      />
      {/* The count heads the list, so the cards' h3 titles sit under an h2 (no level skipped). */}
      <h2 className="mb-4 text-sm text-neutral-700">{shownText(view.page)}</h2>
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
      <CollectionPagination path={path} state={view.state} pageCount={view.page.pageCount} />
    </section>
  );
}
