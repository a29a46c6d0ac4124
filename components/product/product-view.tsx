import { ProductHero } from '@/components/product/product-hero';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { RelatedProducts } from '@/components/product/related-products';
import { EventPurchase } from '@/components/product/event-facts';
import type { Product } from '@/lib/commerce/entities';
import { eventFactsOf } from '@/lib/events/events';
import { sharedNow } from '@/server/cache/shared-read';
import { getSettings } from '@/server/config';
import type { Viewer } from '@/server/visitor/visitor';
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
  const panel = (
    <PurchasePanel
      product={own ?? product}
      viewer={viewer}
      shippingLocationId={shippingLocationId}
    />
  );
  // Only an event's page reads the clock (and so refreshes with the catalogue when its day ends).
  const event = eventFactsOf(product);
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
          event ? (
            <EventPurchase
              product={own ?? product}
              facts={event}
              now={await sharedNow()}
              shippingLocationId={shippingLocationId}
              panel={panel}
            />
          ) : (
            panel
          )
        }
      />
      <RelatedProducts product={product} viewer={viewer} shippingLocationId={shippingLocationId} />
    </article>
  );
}
