/**
 * What the cart accepts (variant availability, and the cart add's messages): one
 * rule for the embedded service's cart (`local-commerce/cart-rules.ts`) and the shop's product
 * page, card and quick add (`lib/catalog/availability.ts`), so "In stock" and an enabled Add To Cart
 * never promise what the cart then refuses. Pure functions of the product, the variant and a date.
 */
import type { Product, Variant } from '../commerce/entities';

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

/** Count available for sale at a location, or null when the variant has no data there. */
export function availableAt(
  variant: Pick<Variant, 'inventory'>,
  locationId: string,
): number | null {
  const entry = variant.inventory.find((row) => row.inventoryLocationId === locationId);
  return entry ? entry.availableForSaleCount : null;
}

export const isVirtualGiftCard = (product: Pick<Product, 'giftCard'>) =>
  product.giftCard?.type === 'Virtual';

/** The product facts the sale rule reads. */
export type SaleFacts = Pick<Product, 'webStatus' | 'giftCard'> &
  Partial<Pick<Product, 'type' | 'eventDate' | 'soldOut'>>;

/**
 * Null when `quantity` of the variant can be sold from `locationId`, else the reason.
 * Virtual gift cards and back-order variants need no stock; everything else needs at least
 * `quantity` on hand at the shipping location: a count of 0 sells nothing (the spec's
 * "non-negative" count read literally would offer a bottle the warehouse does not have), and no
 * inventory row there means none.
 */
export function unavailableReason(
  product: SaleFacts,
  variant: Pick<Variant, 'inventoryPolicy' | 'inventory'>,
  quantity: number,
  locationId: string,
  /**
   * When the rule runs; the cart passes the clock. Omitted on the shop's pages: a prerender may
   * not read the clock, and the service already reports an event that is over as 'Not Available'.
   */
  now?: Date,
): string | null {
  if (now && eventIsOver(product, now)) return MESSAGES.eventOver;
  if (product.webStatus !== 'Available') return MESSAGES.notOnWeb;
  if (product.soldOut) return MESSAGES.noLongerAvailable;
  if (isVirtualGiftCard(product) || variant.inventoryPolicy === 'Back Order') return null;
  const count = availableAt(variant, locationId);
  if (count === null || count <= 0) return MESSAGES.noLongerAvailable;
  if (count < quantity)
    return `Sorry, only ${count} of this item ${count === 1 ? 'is' : 'are'} available`;
  return null;
}

/**
 * The most units one line may hold for stock reasons: the count on hand, or no bound (null) when
 * the variant needs no stock. The shop caps its quantity field at this and the per-cart limit.
 */
export function stockLimit(
  product: Pick<Product, 'giftCard'>,
  variant: Pick<Variant, 'inventoryPolicy' | 'inventory'>,
  locationId: string,
): number | null {
  if (isVirtualGiftCard(product) || variant.inventoryPolicy === 'Back Order') return null;
  return Math.max(0, availableAt(variant, locationId) ?? 0);
}
