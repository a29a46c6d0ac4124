/**
 * What an order adds on top of its lines: ground shipping, sales tax, and where wine may go.
 * Pure functions of the priced lines, the customer and the destination state, shared by the
 * checkout quote (shown before payment) and the checkout itself (charged), so the receipt always
 * equals what the shopper was shown. Shipping and tax are the destination state's
 * (`seed/state-rates.ts`). Money is integer cents; tax rounds once per order.
 */
import { FREE_GROUND_SHIPPING_MIN_BOTTLES } from '../lib/constants';
import { STATES_NOT_RECEIVING_WINE, wineShippingRefusal } from '../lib/checkout/us-states';
import type { Product } from '../lib/commerce/entities';
import { isVirtualGiftCard } from './availability';
import { HOME_STATE_CODE, stateRateOf, type StateRate } from './seed/state-rates';

/** Wine cannot be sent to these states (other goods can): the rule lives in lib for the club join. */
export { STATES_NOT_RECEIVING_WINE };

export interface ChargeableLine {
  price: number;
  quantity: number;
  /** False for things nobody ships: virtual gift cards, event tickets. */
  ships: boolean;
  /** True for wine: counts toward free shipping and obeys the state rules. */
  isWine: boolean;
  /** False for gift cards: they are money, not goods, and carry no sales tax. */
  taxable: boolean;
}

/** How a product is charged beyond its price. */
export function chargeKind(
  product: Pick<Product, 'giftCard' | 'type'>,
): Pick<ChargeableLine, 'ships' | 'isWine' | 'taxable'> {
  const giftCard = isVirtualGiftCard(product) || product.type === 'Gift Card';
  return {
    ships: !giftCard && product.type !== 'Event Ticket',
    isWine: product.type === 'Wine',
    taxable: !giftCard,
  };
}

export interface OrderTotals {
  /** The state whose shipping and tax rates the totals use. */
  stateCode: string;
  subTotal: number;
  shipTotal: number;
  taxTotal: number;
  total: number;
}

export const subTotalOf = (lines: readonly Pick<ChargeableLine, 'price' | 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

const bottleCount = (lines: readonly ChargeableLine[]): number =>
  lines.reduce((count, line) => count + (line.isWine ? line.quantity : 0), 0);

export const requiresShipping = (lines: readonly ChargeableLine[]): boolean =>
  lines.some((line) => line.ships);

/**
 * Ground shipping: nothing to ship costs nothing; active club members ship free; so does any
 * order of FREE_GROUND_SHIPPING_MIN_BOTTLES bottles of wine or more; everything else pays the
 * destination state's rate.
 */
function groundShipping(
  lines: readonly ChargeableLine[],
  isActiveClubMember: boolean,
  rates: StateRate,
) {
  if (!requiresShipping(lines) || isActiveClubMember) return 0;
  return bottleCount(lines) >= FREE_GROUND_SHIPPING_MIN_BOTTLES ? 0 : rates.shippingCents;
}

/** Sales tax on the taxable goods (never on gift cards, never on shipping), at the state's rate. */
function salesTax(lines: readonly ChargeableLine[], rates: StateRate): number {
  const taxable = subTotalOf(lines.filter((line) => line.taxable));
  return Math.round((taxable * rates.taxBasisPoints) / 10_000);
}

/**
 * The totals for a destination: the shipping state when something ships and one is known, else
 * the winery's own state (an order that ships nothing is sold where the winery is; a quote
 * before the shopper picks a state is an estimate for the home state, and says so).
 */
export function orderTotals(
  lines: readonly ChargeableLine[],
  isActiveClubMember: boolean,
  stateCode?: string | null,
): OrderTotals {
  const destination = requiresShipping(lines) && stateCode ? stateCode : HOME_STATE_CODE;
  const rates = stateRateOf(destination);
  const subTotal = subTotalOf(lines);
  const shipTotal = groundShipping(lines, isActiveClubMember, rates);
  const taxTotal = salesTax(lines, rates);
  return {
    stateCode: destination,
    subTotal,
    shipTotal,
    taxTotal,
    total: subTotal + shipTotal + taxTotal,
  };
}

/** Null when the lines may ship to the state, else the reason in words a shopper can act on. */
export function shippingRefusal(
  lines: readonly ChargeableLine[],
  stateCode: string,
): string | null {
  const shipsWine = lines.some((line) => line.isWine && line.ships);
  return shipsWine ? wineShippingRefusal(stateCode) : null;
}
