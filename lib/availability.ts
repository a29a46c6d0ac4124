/**
 * Availability and visibility rules (storefront spec sections 4, 5 and 6).
 */
import type { Product, Variant } from './commerce/entities';

const UNSELLABLE_WEB_STATUSES: ReadonlySet<Product['webStatus']> = new Set([
  'Not Available',
  'Retired',
]);

/**
 * A variant is available if the product is not Not Available or Retired, and either it is a
 * virtual gift card or back-order, or its inventory at the shipping location has a non-negative
 * available count. With no inventory data at that location it is unavailable.
 */
export function isVariantAvailable(
  product: Pick<Product, 'webStatus' | 'giftCard'>,
  variant: Pick<Variant, 'inventoryPolicy' | 'inventory'>,
  shippingLocationId: string,
): boolean {
  if (UNSELLABLE_WEB_STATUSES.has(product.webStatus)) return false;
  if (product.giftCard?.type === 'Virtual' || variant.inventoryPolicy === 'Back Order') return true;
  const stock = variant.inventory.find((entry) => entry.inventoryLocationId === shippingLocationId);
  return stock !== undefined && stock.availableForSaleCount >= 0;
}

/** Add to cart is offered only if the variant has a sku, is available and the product is not sold out. */
export function canAddToCart(
  product: Pick<Product, 'webStatus' | 'giftCard' | 'soldOut'>,
  variant: Pick<Variant, 'sku' | 'inventoryPolicy' | 'inventory'>,
  shippingLocationId: string,
): boolean {
  return (
    variant.sku.trim() !== '' &&
    !product.soldOut &&
    isVariantAvailable(product, variant, shippingLocationId)
  );
}

/** Retired and notFound products are dropped from merged lists. */
export function isListable(product: Pick<Product, 'webStatus' | 'type'>): boolean {
  return product.webStatus !== 'Retired' && product.type !== 'notFound';
}

/**
 * An anonymous visitor to a non-Public product, or a logged-in customer the server marks as not
 * a valid user, sees the member-exclusive allocation panel instead of add to cart.
 */
export function showsAllocationPanel(
  product: Pick<Product, 'security'>,
  viewer: { isLoggedIn: boolean },
): boolean {
  if (!viewer.isLoggedIn) return product.security.availableTo !== 'Public';
  return product.security.isValidUser === false;
}

/** The variant shown first: defaultVariantIndex when it points at a variant, else the first. */
export function defaultVariantOf<V>(product: {
  variants: V[];
  defaultVariantIndex?: number | null;
}): V | undefined {
  const index = product.defaultVariantIndex ?? 0;
  return product.variants[index] ?? product.variants[0];
}

export type AvailabilityStatus = 'in-stock' | 'back-order' | 'unavailable';

/** What the product page tells the shopper about the variant's stock. */
export function availabilityStatus(
  product: Pick<Product, 'webStatus' | 'giftCard' | 'soldOut'>,
  variant: Pick<Variant, 'sku' | 'inventoryPolicy' | 'inventory'>,
  shippingLocationId: string,
): AvailabilityStatus {
  if (!canAddToCart(product, variant, shippingLocationId)) return 'unavailable';
  const stock = variant.inventory.find((entry) => entry.inventoryLocationId === shippingLocationId);
  const onHand = stock?.availableForSaleCount ?? 0;
  return variant.inventoryPolicy === 'Back Order' && onHand <= 0 ? 'back-order' : 'in-stock';
}

export const AVAILABILITY_TEXT: Record<AvailabilityStatus, string> = {
  'in-stock': 'In stock',
  'back-order': 'Available on back order',
  unavailable: 'Currently unavailable',
};
