import { ProductHero } from '@/components/product/product-hero';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { RelatedProducts } from '@/components/product/related-products';
import type { Product } from '@/lib/commerce/entities';
import { getSettings } from '@/server/config';
import type { Viewer } from '@/server/visitor/viewer';
import { productsForViewer } from '@/server/visitor/viewer-products';

/**
 * A product page's body. The shared page (anonymous viewer) is prerendered whole; the
 * per-customer route passes the logged-in viewer, whose purchase panel shows the product as the
 * commerce service answers for them (member access, isValidUser, club-member price display).
 */
export async function ProductView({ product, viewer }: { product: Product; viewer: Viewer }) {
  const { commerce, webUrl, brand } = getSettings();
  const { shippingLocationId } = commerce;
  // One call for a customer (their own answer; the shared one if the service cannot answer).
  const [own] = viewer.customer ? await productsForViewer([product], viewer) : [product];
  return (
    <article>
      <ProductJsonLd
        product={product}
        url={`${webUrl}/product/${product.slug}`}
        brand={brand.name}
        shippingLocationId={shippingLocationId}
      />
      <ProductHero
        product={product}
        showContent
        purchase={
          <PurchasePanel
            product={own ?? product}
            viewer={viewer}
            shippingLocationId={shippingLocationId}
          />
        }
      />
      <RelatedProducts
        product={product}
        viewer={viewer}
        shippingLocationId={shippingLocationId}
      />
    </article>
  );
}
