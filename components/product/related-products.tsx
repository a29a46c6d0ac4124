import type { Product } from '@/lib/commerce/entities';
import {
  relatedCandidates,
  relatedProducts,
  RELATED_PRODUCTS_MAX,
} from '@/lib/catalog/related-products';
import { getPublicCatalog } from '@/server/catalog/products';
import type { Viewer } from '@/server/visitor/visitor';
import { productsForViewer } from '@/server/visitor/viewer-products';
import { ProductDisplay } from './product-display';

/**
 * How many related candidates a customer's own access is asked for: enough that a few restricted
 * ones can drop out and four remain, few enough for one call per product.
 */
const CUSTOMER_CANDIDATES = 6;

/**
 * The product page's related products (lib/catalog/related-products). From the shared catalogue read, so
 * the anonymous page stays prerendered whole; on the customer's twin the few candidates are asked
 * again with the customer's access (members see member wines, a refused customer does not).
 */
export async function RelatedProducts({
  product,
  viewer,
  shippingLocationId,
}: {
  product: Product;
  viewer: Viewer;
  shippingLocationId: string;
}) {
  const catalog = await getPublicCatalog();
  const pool = viewer.customer
    ? await productsForViewer(
        relatedCandidates(product, catalog).slice(0, CUSTOMER_CANDIDATES),
        viewer,
      )
    : catalog;
  const related = relatedProducts(product, pool, viewer, shippingLocationId, RELATED_PRODUCTS_MAX);
  if (related.length === 0) return null;
  return (
    <ProductDisplay
      header={product.type === 'Wine' ? 'Related wines' : 'You may also like'}
      products={related}
      viewer={viewer.customer ? viewer : undefined}
    />
  );
}
