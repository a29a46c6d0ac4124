/**
 * What a cart line costs (shipping and tax: shipping.ts). Money is integer cents throughout;
 * rounding happens once per unit price.
 */
import { clubPriceOf } from '../lib/pricing';
import type { Product, Variant } from '../lib/commerce/entities';
import { isVirtualGiftCard } from './availability';

interface UnitPrice {
  price: number;
  /** The retail price when a lower price is charged, else the variant's own compare price. */
  comparePrice: number | null;
}

const hasPromotion = (variant: Pick<Variant, 'price' | 'addToCartPrice'>): boolean =>
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
