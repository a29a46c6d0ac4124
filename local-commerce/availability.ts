/**
 * Who may buy what (the product security rules), and whether it can be sold now (variant
 * availability). Pure functions of the product and the viewing customer.
 */
import type { Product } from '../lib/commerce/entities';
import { quantityLimitOf } from '../lib/pricing/quantity';
import { eventIsOver, unavailableReason as saleRule } from '../lib/catalog/sellable';

// The sale rule itself is the shop's too (lib/catalog/sellable.ts): one copy for the page and the cart.
export { MESSAGES, availableAt, eventIsOver, isVirtualGiftCard } from '../lib/catalog/sellable';

/** The shop's sale rule at the service's clock (an event that is over no longer sells). */
export const unavailableReason = (
  ...[product, variant, quantity, locationId, now = new Date()]: Parameters<typeof saleRule>
): string | null => saleRule(product, variant, quantity, locationId, now);

/** The per-cart limit: the variant's maxQuantityPerCart, else 99 (the shop's own rule). */
export const quantityLimit = quantityLimitOf;

/** The customer facts the security rules need; `null` means an anonymous visitor. */
export interface Viewer {
  customerId: string;
  isActiveClubMember: boolean;
  tags: readonly string[];
}

/** How the service reports a product now: an event that is over is 'Not Available' on the web. */
export function withEventStatus<P extends Pick<Product, 'type' | 'eventDate' | 'webStatus'>>(
  product: P,
  now: Date = new Date(),
): P {
  return eventIsOver(product, now) ? { ...product, webStatus: 'Not Available' } : product;
}

/** Commerce7's `security.isValidUser`: may this viewer buy the product? */
export function isValidUser(product: Pick<Product, 'security'>, viewer: Viewer | null): boolean {
  const { availableTo, tagTitle } = product.security;
  if (availableTo === 'Public') return true;
  if (!viewer) return false;
  switch (availableTo) {
    case 'Club':
      return viewer.isActiveClubMember;
    case 'Allocation':
      return viewer.isActiveClubMember || hasTag(viewer, 'Allocation');
    case 'Tag':
      return !!tagTitle && hasTag(viewer, tagTitle);
  }
}

const hasTag = (viewer: Viewer, title: string) =>
  viewer.tags.some((tag) => tag.toLowerCase() === title.toLowerCase());

/** Why a restricted product is refused, in words the cart can show. */
export function restrictionMessage(product: Pick<Product, 'security'>): string {
  switch (product.security.availableTo) {
    case 'Club':
      return 'This item is reserved for wine club members';
    case 'Allocation':
      return 'This item is reserved for allocation members';
    default:
      return 'This item is available by invitation only';
  }
}
