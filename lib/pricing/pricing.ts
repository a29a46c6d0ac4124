/**
 * What a shopper pays for a variant and how that price is shown. One rule for the shop's price
 * display and the embedded service's cart
 * (`local-commerce/cart-rules.ts`), so the page shows what the cart charges. Integer cents;
 * formatting is `formatUsd`'s job.
 */
import type { Product, Variant } from '../commerce/entities';
import {
  CLUB_DISCOUNT_PERCENTAGE,
  CLUB_PRICE_LABEL,
  DEFAULT_PROMOTION_MESSAGE,
} from '../constants';

export interface PricedVariant {
  price: number;
  addToCartPrice?: number | null;
  actionMessage?: string | null;
}

export type PriceDisplay =
  /** A promotion is the lowest price the viewer gets: it, its message, retail struck through. */
  | { kind: 'promotion'; price: number; retailPrice: number; message: string }
  /** Retail plus the club price; the 'Wine Society' label is hidden for active members. */
  | { kind: 'club'; retailPrice: number; clubPrice: number; label: string | null }
  /** The product hides its club price: retail alone. */
  | { kind: 'retail'; retailPrice: number };

interface PriceViewer {
  isActiveClubMember: boolean;
  /** No club price on this product (its flag, or a gift card: `memberDiscountApplies`). */
  hideClubPrice?: boolean | null;
  clubDiscountPercentage?: number;
}

export function clubPriceOf(price: number, discountPercentage = CLUB_DISCOUNT_PERCENTAGE): number {
  return Math.round(price * (1 - discountPercentage / 100));
}

/**
 * The member discount never applies to gift cards (they are money) nor to products that hide
 * the club price (the shop promises no member price there, so the cart must not invent one).
 */
export const memberDiscountApplies = (
  product: Pick<Product, 'giftCard' | 'type' | 'hideClubPrice'>,
) => product.giftCard?.type !== 'Virtual' && product.type !== 'Gift Card' && !product.hideClubPrice;

/**
 * The promotion rule, written once: a promotion is an addToCartPrice below the
 * price; its price, else null. The price display, the charge and the collection's sort read it.
 */
export const promotionPriceOf = ({
  price,
  addToCartPrice,
}: Pick<PricedVariant, 'price' | 'addToCartPrice'>): number | null =>
  typeof addToCartPrice === 'number' && addToCartPrice < price ? addToCartPrice : null;

/** The member's club price when they are entitled to one, else null. */
function entitledClubPrice(variant: PricedVariant, viewer: PriceViewer): number | null {
  if (!viewer.isActiveClubMember || viewer.hideClubPrice) return null;
  return clubPriceOf(variant.price, viewer.clubDiscountPercentage);
}

/**
 * The unit price charged: the lowest the viewer is entitled to among retail, a promotion
 * (addToCartPrice below price) and, for an active member, the club price. A member never pays a
 * promotion that is dearer than their club price. Commerce7 answers `addToCartPrice` per customer
 * with this already applied; applying it again changes nothing (the minimum is the minimum).
 */
export function chargedPrice(variant: PricedVariant, viewer: PriceViewer): number {
  const candidates = [variant.price, promotionPriceOf(variant), entitledClubPrice(variant, viewer)];
  return Math.min(...candidates.filter((cents): cents is number => cents !== null));
}

/** How the charged price is shown to the viewer. */
export function priceDisplay(variant: PricedVariant, viewer: PriceViewer): PriceDisplay {
  const { price } = variant;
  const charged = chargedPrice(variant, viewer);
  const club = entitledClubPrice(variant, viewer);
  if (club !== null && charged === club) {
    return { kind: 'club', retailPrice: price, clubPrice: club, label: null };
  }
  if (charged < price) {
    return {
      kind: 'promotion',
      price: charged,
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

/** The price viewer for one product: hides the club price where no member discount applies. */
export const priceViewerOf = (
  product: Pick<Product, 'giftCard' | 'type' | 'hideClubPrice'>,
  viewer: { isActiveClubMember: boolean },
): PriceViewer => ({
  isActiveClubMember: viewer.isActiveClubMember,
  hideClubPrice: !memberDiscountApplies(product),
});

interface UnitPrice {
  price: number;
  /** The retail price when a lower price is charged, else the variant's own compare price. */
  comparePrice: number | null;
}

/** A cart line's unit price and its compare-at price, for the cart's customer. */
export function unitPrice(
  product: Pick<Product, 'giftCard' | 'type' | 'hideClubPrice'>,
  variant: Pick<Variant, 'price' | 'addToCartPrice' | 'comparePrice'>,
  isActiveClubMember: boolean,
): UnitPrice {
  const price = chargedPrice(variant, priceViewerOf(product, { isActiveClubMember }));
  if (price < variant.price) return { price, comparePrice: variant.price };
  const compare = variant.comparePrice;
  return {
    price: variant.price,
    comparePrice: typeof compare === 'number' && compare > variant.price ? compare : null,
  };
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The one price formatter: integer cents to US dollars with two decimals ('$1,234.50'). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
