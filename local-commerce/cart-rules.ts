/**
 * The checks a cart line must pass before it is saved (availability, the quantity limit). Each
 * failure is a 422 with a message the shop can show as is, and, since
 * the request runs in one transaction, changes nothing. What a line costs is the shop's own rule
 * (below).
 */
import * as v from 'valibot';
import type { Product, Variant } from '../lib/commerce/entities';
import {
  MESSAGES,
  isValidUser,
  quantityLimit,
  restrictionMessage,
  unavailableReason,
  eventIsOver,
  type Viewer,
} from './availability';
import { SHIPPING_LOCATION_ID } from './config';
import { unprocessable } from './http';
import type { ItemData } from './store/carts';
import { emailAddress } from './validation';

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

export function assertPositiveQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1) throw unprocessable(QUANTITY_MESSAGE);
}

/** Refuses a line of `quantity` units the viewer may not buy or the shop cannot sell. */
export function assertSellable(
  product: Product,
  variant: Variant,
  quantity: number,
  viewer: Viewer | null,
) {
  if (!isValidUser(product, viewer)) throw unprocessable(restrictionMessage(product));
  // Before the web status: an event that is over reads 'Not Available' (withEventStatus), and
  // the shopper should hear why.
  if (eventIsOver(product)) throw unprocessable(MESSAGES.eventOver);
  if (product.webStatus !== 'Available') throw unprocessable(MESSAGES.notOnWeb);
  const limit = quantityLimit(variant);
  if (quantity > limit) throw unprocessable(`Maximum quantity per cart is ${limit}`);
  const reason = unavailableReason(product, variant, quantity, SHIPPING_LOCATION_ID);
  if (reason) throw unprocessable(reason);
}

export const isGiftCard = (product: Pick<Product, 'type' | 'giftCard'>) =>
  product.type === 'Gift Card' || !!product.giftCard;

/**
 * Gift cards go to someone: every recipient needs a valid e-mail and a message.
 * Adding the same gift-card amount again merges into its line, so the new recipients are
 * appended to the ones already there.
 */
export function giftCardItemData(
  requested: ItemData | null | undefined,
  existing: ItemData | null,
): ItemData {
  const recipients = requested?.recipients ?? [];
  if (recipients.length === 0) throw unprocessable('Email address is required');
  const checked = recipients.map((recipient) => {
    const email = v.safeParse(emailAddress, recipient.email);
    if (!email.success) throw unprocessable(email.issues[0].message);
    const giftMessage = recipient.giftMessage?.trim();
    if (!giftMessage) throw unprocessable('Gift message is required');
    return { email: email.output, giftMessage };
  });
  return { recipients: [...(existing?.recipients ?? []), ...checked] };
}

/**
 * What a cart line costs (shipping and tax: shipping.ts). The rule is the shop's own
 * (lib/pricing/pricing.ts), so the cart charges what the product page shows: the lowest price the
 * customer is entitled to among retail, a promotion and, for an active member, the club price.
 */
export { memberDiscountApplies, unitPrice } from '../lib/pricing/pricing';
