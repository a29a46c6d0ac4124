import type { ReactNode } from 'react';
import type { Product } from '@/lib/commerce/entities';
import { EMPTY_COLLECTION_TEXT } from '@/lib/constants';
import { shownProductItem } from '@/lib/tracking/ecommerce';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/customer/viewer';
import { getSettings } from '@/server/config';
import { TrackedProductList, type ListedProduct } from './tracked-product-list';

export type ProductGridLayout = 'three' | 'four' | 'stacked';

const LAYOUT_CLASS: Record<ProductGridLayout, string> = {
  three: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  four: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
  stacked: 'grid-cols-1',
};

/** The products of a list as analytics items, priced as `viewer` sees them. */
function listedProducts(products: Product[], viewer: Viewer): ListedProduct[] {
  const brand = getSettings().brand.name;
  return products.flatMap((product) => {
    const item = shownProductItem(product, viewer, brand);
    return item ? [{ slug: product.slug, item }] : [];
  });
}

/**
 * The card layout of collections and product blocks: three columns by default,
 * optional four columns or stacked. Full-width cards span the row themselves. With no cards it
 * says 'This collection is empty.'. The list reports its impression and card clicks under
 * `listName` (the collection or block heading).
 */
export function ProductGrid({
  layout = 'three',
  listName,
  products,
  viewer = ANONYMOUS_VIEWER,
  children,
}: {
  layout?: ProductGridLayout;
  listName: string;
  /** The products whose cards are the children, in order (empty: the empty state). */
  products: Product[];
  /** Whose prices the cards show (anonymous unless a per-customer render). */
  viewer?: Viewer;
  children: ReactNode;
}) {
  if (products.length === 0) {
    return (
      <p className="py-10 text-center text-neutral-600" data-testid="collection-empty">
        {EMPTY_COLLECTION_TEXT}
      </p>
    );
  }
  return (
    <TrackedProductList
      listName={listName}
      products={listedProducts(products, viewer)}
      className={`grid gap-6 ${LAYOUT_CLASS[layout]}`}
      data-testid="product-grid"
      data-layout={layout}
    >
      {children}
    </TrackedProductList>
  );
}
