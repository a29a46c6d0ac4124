import { scriptSafeJson } from '@/lib/site/script-json';
import { availabilityStatus, defaultVariantOf } from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';

/**
 * schema.org Product data for search engines, from the anonymous product: name, image,
 * description, sku, brand and the retail offer with its availability.
 */
export function ProductJsonLd({
  product,
  url,
  brand,
  shippingLocationId,
}: {
  product: Product;
  url: string;
  brand: string;
  shippingLocationId: string;
}) {
  const variant = defaultVariantOf(product);
  const image = product.images[0]?.src ?? product.image;
  const status = variant ? availabilityStatus(product, variant, shippingLocationId) : 'unavailable';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.seo?.description || product.teaser || undefined,
    image: image ? new URL(image, url).toString() : undefined,
    sku: variant?.sku,
    brand: { '@type': 'Brand', name: brand },
    url,
    offers: variant
      ? {
          '@type': 'Offer',
          url,
          priceCurrency: 'USD',
          price: (
            (variant.addToCartPrice && variant.addToCartPrice < variant.price
              ? variant.addToCartPrice
              : variant.price) / 100
          ).toFixed(2),
          availability:
            status === 'in-stock'
              ? 'https://schema.org/InStock'
              : status === 'back-order'
                ? 'https://schema.org/BackOrder'
                : 'https://schema.org/OutOfStock',
        }
      : undefined,
  };
  // Escaped so a title can never close the script element.
  const json = scriptSafeJson(data);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
