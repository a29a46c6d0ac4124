/**
 * Related products for a product page: others from the same collection or of
 * the same varietal, that this viewer can buy now. Pure: the page hands it the shared catalogue.
 */
import { canAddToCart, defaultVariantOf, showsAllocationPanel } from './availability';
import type { Product } from '../commerce/entities';

/** Most related products a product page shows. */
export const RELATED_PRODUCTS_MAX = 4;

type Relatable = Pick<Product, 'slug' | 'collections'> & {
  wine?: Pick<NonNullable<Product['wine']>, 'varietal'> | null;
};

const varietalOf = (product: Relatable) => product.wine?.varietal?.trim().toLowerCase() || null;

/**
 * How close `other` is to `product`: 2 when it shares a collection and the varietal, 1 when it
 * shares one of them, 0 when it shares neither (not related).
 */
export function relatedness(product: Relatable, other: Relatable): number {
  const sharesCollection = other.collections.some((slug) => product.collections.includes(slug));
  const varietal = varietalOf(product);
  const sharesVarietal = varietal !== null && varietalOf(other) === varietal;
  return Number(sharesCollection) + Number(sharesVarietal);
}

/**
 * The products related to `product`, closest first, catalogue order among equals; itself left
 * out. Not yet filtered by what the viewer may buy (a customer's own access is asked for these).
 */
export function relatedCandidates<P extends Relatable>(
  product: Relatable,
  catalog: readonly P[],
): P[] {
  return catalog
    .map((other, index) => ({ other, index, score: relatedness(product, other) }))
    .filter(({ other, score }) => score > 0 && other.slug !== product.slug)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ other }) => other);
}

/**
 * Whether the viewer can buy the product now: not restricted for them (members-only for an
 * anonymous visitor, isValidUser false for a customer), on sale, not sold out, with stock.
 */
export function canViewerBuy(
  product: Product,
  viewer: { isLoggedIn: boolean },
  shippingLocationId: string,
): boolean {
  if (showsAllocationPanel(product, viewer)) return false;
  const variant = defaultVariantOf(product);
  return variant !== undefined && canAddToCart(product, variant, shippingLocationId);
}

/** Up to four related products the viewer can buy, closest first. */
export function relatedProducts(
  product: Product,
  catalog: readonly Product[],
  viewer: { isLoggedIn: boolean },
  shippingLocationId: string,
  max = RELATED_PRODUCTS_MAX,
): Product[] {
  return relatedCandidates(product, catalog)
    .filter((other) => canViewerBuy(other, viewer, shippingLocationId))
    .slice(0, max);
}
