import type { Product } from '@/lib/commerce/entities';
import type { Viewer } from '@/lib/customer/viewer';
import { ProductCard } from './product-card';
import { ProductGrid, type ProductGridLayout } from './product-grid';

export interface CollectionListItem {
  product: Product;
  /** Block options per item; default the product's own flags. */
  hasFullWidthProductCard?: boolean | null;
  hasDarkBackgroundProductCard?: boolean | null;
}

/**
 * The collection list block's body: product cards in the collection layout (three columns by
 * default, optional four or stacked), per-item full-width and dark cards, and 'This collection is
 * empty.' when nothing is left. Pass items whose products were resolved with getProductsByIds
 * (Retired and notFound already dropped). Server Component.
 */
export function CollectionList({
  items,
  layout = 'three',
  listName,
  viewer,
}: {
  items: CollectionListItem[];
  /** Names the list in analytics (the block's title or collection). */
  listName: string;
  layout?: ProductGridLayout;
  /** Per-customer renders only (see ProductCard). */
  viewer?: Viewer;
}) {
  return (
    <ProductGrid
      layout={layout}
      listName={listName}
      products={items.map((item) => item.product)}
      viewer={viewer}
    >
      {items.map(({ product, hasFullWidthProductCard, hasDarkBackgroundProductCard }) => (
        <ProductCard
          key={product.id}
          product={product}
          viewer={viewer}
          fullWidth={hasFullWidthProductCard ?? product.hasFullWidthProductCard ?? false}
          darkBackground={
            hasDarkBackgroundProductCard ?? product.hasDarkBackgroundProductCard ?? false
          }
        />
      ))}
    </ProductGrid>
  );
}
