/**
 * What a cart line costs and what an order adds on top. Money is integer cents throughout;
 * rounding happens once per unit price and once for tax.
 */
import { clubPriceOf } from '../lib/pricing';
import type { Product, Variant } from '../lib/commerce/entities';
import { isVirtualGiftCard } from './availability';
import { FLAT_SHIPPING_CENTS, TAX_RATE } from './config';

export interface UnitPrice {
  price: number;
  /** The retail price when a lower price is charged, else the variant's own compare price. */
  comparePrice: number | null;
}

export const hasPromotion = (variant: Pick<Variant, 'price' | 'addToCartPrice'>): boolean =>
  typeof variant.addToCartPrice === 'number' && variant.addToCartPrice < variant.price;

/**
 * The member discount never applies to gift cards (they are money) nor to products that hide
 * the club price (the shop promises no member price there, so the cart must not invent one).
 */
export const memberDiscountApplies = (
  product: Pick<Product, 'giftCard' | 'type' | 'hideClubPrice'>,
) => !isVirtualGiftCard(product) && product.type !== 'Gift Card' && !product.hideClubPrice;

/**
 * A promotion wins over the member price, matching the price display rule of spec section 4
 * (promotion shown when addToCartPrice is below price, club price otherwise).
 */
export function unitPrice(
  product: Pick<Product, 'giftCard' | 'type' | 'hideClubPrice'>,
  variant: Pick<Variant, 'price' | 'addToCartPrice' | 'comparePrice'>,
  isActiveClubMember: boolean,
): UnitPrice {
  if (hasPromotion(variant) && typeof variant.addToCartPrice === 'number') {
    return { price: variant.addToCartPrice, comparePrice: variant.price };
  }
  if (isActiveClubMember && memberDiscountApplies(product)) {
    return { price: clubPriceOf(variant.price), comparePrice: variant.price };
  }
  const compare = variant.comparePrice;
  return {
    price: variant.price,
    comparePrice: typeof compare === 'number' && compare > variant.price ? compare : null,
  };
}

export interface PricedLine {
  price: number;
  quantity: number;
  /** False for things nobody ships: virtual gift cards, event tickets. */
  ships: boolean;
}

export const subTotalOf = (lines: readonly Pick<PricedLine, 'price' | 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

export const needsShipping = (product: Pick<Product, 'giftCard' | 'type'>): boolean =>
  !isVirtualGiftCard(product) && product.type !== 'Gift Card' && product.type !== 'Event Ticket';

export interface OrderTotals {
  subTotal: number;
  shipTotal: number;
  taxTotal: number;
  total: number;
}

/** Flat shipping, free for active club members and for orders with nothing to ship. */
export function orderTotals(
  lines: readonly PricedLine[],
  isActiveClubMember: boolean,
): OrderTotals {
  const subTotal = subTotalOf(lines);
  const shipsSomething = lines.some((line) => line.ships);
  const shipTotal = isActiveClubMember || !shipsSomething ? 0 : FLAT_SHIPPING_CENTS;
  const taxTotal = Math.round(subTotal * TAX_RATE);
  return { subTotal, shipTotal, taxTotal, total: subTotal + shipTotal + taxTotal };
}
