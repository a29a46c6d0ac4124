/**
 * Who may buy what, and whether it can be sold now (spec section 4, "Variant availability",
 * and the product security rules). Pure functions of the product and the viewing customer.
 */
import { DEFAULT_MAX_QUANTITY_PER_CART } from '../lib/constants';
import type { Product, Variant } from '../lib/commerce/entities';

/** The customer facts the security rules need; `null` means an anonymous visitor. */
export interface Viewer {
  customerId: string;
  isActiveClubMember: boolean;
  tags: readonly string[];
}

export const MESSAGES = {
  noLongerAvailable: 'Sorry, this item is no longer available',
  notOnWeb: 'This product is not available for purchase online',
  eventOver: 'Sorry, this event has already taken place',
} as const;

/**
 * An event ticket sells until the end of its event day (UTC): from the next day on the event is
 * over and the ticket is no longer for sale, whatever stock is left.
 */
export function eventIsOver(
  product: Partial<Pick<Product, 'type' | 'eventDate'>>,
  now: Date = new Date(),
): boolean {
  if (product.type !== 'Event Ticket' || !product.eventDate) return false;
  const day = Date.parse(`${product.eventDate}T00:00:00Z`);
  if (Number.isNaN(day)) return false;
  return now.getTime() >= day + 24 * 60 * 60 * 1000;
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

/** Count available for sale at a location, or null when the variant has no data there. */
export function availableAt(
  variant: Pick<Variant, 'inventory'>,
  locationId: string,
): number | null {
  const entry = variant.inventory.find((row) => row.inventoryLocationId === locationId);
  return entry ? entry.availableForSaleCount : null;
}

export function quantityLimit(variant: Pick<Variant, 'maxQuantityPerCart'>): number {
  const max = variant.maxQuantityPerCart;
  return typeof max === 'number' && max > 0 ? max : DEFAULT_MAX_QUANTITY_PER_CART;
}

export const isVirtualGiftCard = (product: Pick<Product, 'giftCard'>) =>
  product.giftCard?.type === 'Virtual';

/**
 * Null when `quantity` of the variant can be sold from `locationId`, else the reason.
 * Virtual gift cards and back-order variants need no stock; everything else needs at least
 * `quantity` on hand at the shipping location (no inventory row there means none).
 */
export function unavailableReason(
  product: Pick<Product, 'webStatus' | 'soldOut' | 'giftCard'> &
    Partial<Pick<Product, 'type' | 'eventDate'>>,
  variant: Pick<Variant, 'inventoryPolicy' | 'inventory'>,
  quantity: number,
  locationId: string,
  now: Date = new Date(),
): string | null {
  if (eventIsOver(product, now)) return MESSAGES.eventOver;
  if (product.webStatus !== 'Available') return MESSAGES.notOnWeb;
  if (product.soldOut) return MESSAGES.noLongerAvailable;
  if (isVirtualGiftCard(product) || variant.inventoryPolicy === 'Back Order') return null;
  const count = availableAt(variant, locationId);
  if (count === null || count <= 0) return MESSAGES.noLongerAvailable;
  if (count < quantity)
    return `Sorry, only ${count} of this item ${count === 1 ? 'is' : 'are'} available`;
  return null;
}
