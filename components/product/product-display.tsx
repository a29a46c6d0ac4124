import type { Product } from '@/lib/commerce/entities';
import type { Viewer } from '@/lib/customer/viewer';
import { ProductCard, type ProductCardProps } from './product-card';
import { ProductGrid, type ProductGridLayout } from './product-grid';

/** Most products a product display shows. */
export const PRODUCT_DISPLAY_MAX = 4;

/** Four columns when the count divides by 4, stacked when asked, three otherwise. */
export function productDisplayLayout(count: number, stacked: boolean): ProductGridLayout {
  if (stacked) return 'stacked';
  return count > 0 && count % 4 === 0 ? 'four' : 'three';
}

/** The card options a product display passes to each of its cards. */
type CardOptions = Pick<
  ProductCardProps,
  | 'cardType'
  | 'showPrice'
  | 'showAddToCart'
  | 'addToCartButtonOutlined'
  | 'showTeaser'
  | 'showAllocation'
>;

/**
 * The product display block's body: a header, a sub-header and up to four product cards with the
 * block's card options. The block resolves its product references (server/product-data
 * getProductsByIds) and passes the products. Server Component.
 */
export function ProductDisplay({
  header,
  subHeader,
  products,
  enableStackedCardLayout = false,
  viewer,
  ...card
}: {
  header: string;
  subHeader?: string | null;
  products: Product[];
  enableStackedCardLayout?: boolean;
  /** Per-customer renders only (see ProductCard). */
  viewer?: Viewer;
} & CardOptions) {
  const shown = products.slice(0, PRODUCT_DISPLAY_MAX);
  return (
    <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8" data-testid="product-display">
      <header className="mb-8 text-center">
        <h2 className="font-serif text-3xl">{header}</h2>
        {subHeader ? <p className="mt-2 text-neutral-700">{subHeader}</p> : null}
      </header>
      <ProductGrid
        layout={productDisplayLayout(shown.length, enableStackedCardLayout)}
        listName={header}
        products={shown}
        viewer={viewer}
      >
        {shown.map((product) => (
          // The card options left unset take the card's own defaults.
          // Product display cards keep the grid; the full-width flag is a collection-list option.
          <ProductCard
            key={product.id}
            {...card}
            product={product}
            viewer={viewer}
            fullWidth={false}
          />
        ))}
      </ProductGrid>
    </section>
  );
}
