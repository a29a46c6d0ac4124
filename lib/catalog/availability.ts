/**
 * Availability and visibility rules: who may see and buy which variant.
 */
import type { Product, Variant } from '../commerce/entities';
import { quantityLimitOf } from '../pricing/quantity';
import { availableAt, stockLimit, unavailableReason, type SaleFacts } from './sellable';

/**
 * A variant is available if the product is on sale on the web, and either it is a virtual gift
 * card or back-order, or it has stock at the shipping location. The cart's own rule
 * (`unavailableReason`, lib/catalog/sellable.ts) for one unit, so the page never promises what the cart
 * refuses (a count of 0 is no stock). The sold-out flag is `canAddToCart`'s.
 */
export function isVariantAvailable(
  product: SaleFacts,
  variant: Pick<Variant, 'inventoryPolicy' | 'inventory'>,
  shippingLocationId: string,
): boolean {
  return unavailableReason({ ...product, soldOut: false }, variant, 1, shippingLocationId) === null;
}

/** Add to cart is offered only if the variant has a sku and the cart would take one unit of it. */
export function canAddToCart(
  product: SaleFacts,
  variant: Pick<Variant, 'sku' | 'inventoryPolicy' | 'inventory'>,
  shippingLocationId: string,
): boolean {
  return (
    variant.sku.trim() !== '' && unavailableReason(product, variant, 1, shippingLocationId) === null
  );
}

/**
 * The quantity field's bound: the per-cart limit, lowered to the stock on hand where the variant
 * needs stock (the cart refuses more with 'Sorry, only N of this item are available').
 */
export function purchaseLimit(
  product: Pick<Product, 'giftCard'>,
  variant: Pick<Variant, 'inventoryPolicy' | 'inventory' | 'maxQuantityPerCart'>,
  shippingLocationId: string,
): number {
  const perCart = quantityLimitOf(variant);
  const stock = stockLimit(product, variant, shippingLocationId);
  return stock === null ? perCart : Math.max(1, Math.min(perCart, stock));
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

/**
 * What a viewer who may not buy a restricted product is told: 'join' is the
 * member-exclusive panel with its Join Now call to action, for whoever joining would let in (an
 * anonymous visitor, as the spec says for every non-Public product, and a signed-in non-member
 * on a Club or Allocation wine); 'invitation' for a signed-in customer joining would not help
 * (a member, or a Tag wine reserved for e.g. trade customers): no invitation to join a club
 * they are in or that opens nothing. Null when the viewer may buy it.
 */
export function restrictionFor(
  product: Pick<Product, 'security'>,
  viewer: { isLoggedIn: boolean; isActiveClubMember: boolean },
): 'join' | 'invitation' | null {
  if (!showsAllocationPanel(product, viewer)) return null;
  if (!viewer.isLoggedIn) return 'join';
  const joinHelps = ['Club', 'Allocation'].includes(product.security.availableTo);
  return joinHelps && !viewer.isActiveClubMember ? 'join' : 'invitation';
}

/** The label a signed-in customer sees on a wine they may not buy and joining would not open. */
export const INVITATION_ONLY_LABEL = 'By Invitation Only';
export const INVITATION_ONLY_TEXT = 'This wine is available by invitation only.';

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
  product: SaleFacts,
  variant: Pick<Variant, 'sku' | 'inventoryPolicy' | 'inventory'>,
  shippingLocationId: string,
): AvailabilityStatus {
  if (!canAddToCart(product, variant, shippingLocationId)) return 'unavailable';
  const onHand = availableAt(variant, shippingLocationId) ?? 0;
  return variant.inventoryPolicy === 'Back Order' && onHand <= 0 ? 'back-order' : 'in-stock';
}

export const AVAILABILITY_TEXT: Record<AvailabilityStatus, string> = {
  'in-stock': 'In stock',
  'back-order': 'Available on back order',
  unavailable: 'Currently unavailable',
};
