/**
 * Price display rules (storefront spec section 4, "Price display").
 * Prices are integer cents; formatting is `formatUsd`'s job.
 */
import { CLUB_DISCOUNT_PERCENTAGE, CLUB_PRICE_LABEL, DEFAULT_PROMOTION_MESSAGE } from './constants';

export interface PricedVariant {
  price: number;
  addToCartPrice?: number | null;
  actionMessage?: string | null;
}

export type PriceDisplay =
  /** addToCartPrice below price: promotion price with its message, retail struck through. */
  | { kind: 'promotion'; price: number; retailPrice: number; message: string }
  /** Retail plus the club price; the 'Wine Society' label is hidden for active members. */
  | { kind: 'club'; retailPrice: number; clubPrice: number; label: string | null }
  /** The product hides its club price: retail alone. */
  | { kind: 'retail'; retailPrice: number };

interface PriceViewer {
  isActiveClubMember: boolean;
  hideClubPrice?: boolean | null;
  clubDiscountPercentage?: number;
}

export function clubPriceOf(price: number, discountPercentage = CLUB_DISCOUNT_PERCENTAGE): number {
  return Math.round(price * (1 - discountPercentage / 100));
}

export function priceDisplay(variant: PricedVariant, viewer: PriceViewer): PriceDisplay {
  const { price, addToCartPrice } = variant;
  if (typeof addToCartPrice === 'number' && addToCartPrice < price) {
    return {
      kind: 'promotion',
      price: addToCartPrice,
      retailPrice: price,
      message: variant.actionMessage?.trim() || DEFAULT_PROMOTION_MESSAGE,
    };
  }
  if (viewer.hideClubPrice) return { kind: 'retail', retailPrice: price };
  return {
    kind: 'club',
    retailPrice: price,
    clubPrice: clubPriceOf(price, viewer.clubDiscountPercentage),
    label: viewer.isActiveClubMember ? null : CLUB_PRICE_LABEL,
  };
}
