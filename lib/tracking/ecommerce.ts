/**
 * GA4's ecommerce shape for the commerce events: `{ ecommerce: { currency, value, items } }` with
 * items as `{ item_id, item_name, price, quantity, item_brand, item_category, item_variant }`.
 * Built here, from our entities, so every event carries the same item for the same wine. Pure.
 * Money arrives in cents and leaves in dollars (GA4 reads plain numbers in `currency`).
 */
import { defaultVariantOf } from '@/lib/catalog/availability';
import type { CartItem, Order, Product } from '@/lib/commerce/entities';
import { chargedPrice, priceViewerOf, type PricedVariant } from '@/lib/pricing/pricing';

export const ANALYTICS_CURRENCY = 'USD';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
}

export interface EcommerceValue {
  currency: typeof ANALYTICS_CURRENCY;
  value: number;
  items: AnalyticsItem[];
}

export interface EcommerceList {
  item_list_name: string;
  items: AnalyticsItem[];
}

export interface EcommercePurchase extends EcommerceValue {
  transaction_id: string;
  tax: number;
  shipping: number;
}

const dollars = (cents: number): number => Math.round(cents) / 100;

/** Optional keys only when known: an empty brand or variant is left out, not sent as ''. */
function known<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

/** The item of a product as shown: its default (or given) variant at `unitPriceCents`. */
export function productItem(
  product: Pick<Product, 'title' | 'type' | 'variants'>,
  options: { sku: string; unitPriceCents: number; brand?: string; quantity?: number },
): AnalyticsItem {
  const variant = product.variants.find((candidate) => candidate.sku === options.sku);
  return {
    item_id: options.sku,
    item_name: product.title,
    price: dollars(options.unitPriceCents),
    quantity: options.quantity ?? 1,
    ...known({
      item_brand: options.brand,
      item_category: product.type,
      item_variant: variant?.title,
    }),
  };
}

/** A cart or order line: the price charged for it. */
export function lineItem(
  line: Pick<CartItem, 'sku' | 'productTitle' | 'variantTitle' | 'price' | 'quantity'>,
  quantity = line.quantity,
): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.productTitle,
    price: dollars(line.price),
    quantity,
    ...known({ item_variant: line.variantTitle ?? undefined }),
  };
}

/** Sum of price x quantity, rounded to cents. */
export function valueOf(items: AnalyticsItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity * 100, 0)) / 100;
}

export const withValue = (items: AnalyticsItem[]): EcommerceValue => ({
  currency: ANALYTICS_CURRENCY,
  value: valueOf(items),
  items,
});

/** A list of products as shown (collection page, product blocks), with positions from 0. */
export const listOf = (name: string, items: AnalyticsItem[]): EcommerceList => ({
  item_list_name: name,
  items: items.map((item, index) => ({ ...item, item_list_name: name, index })),
});

/** What changed between two carts, per line: more of a sku is added, less is removed. */
export function cartChanges(
  before: { items: CartItem[] } | null,
  after: { items: CartItem[] } | null,
): { added: AnalyticsItem[]; removed: AnalyticsItem[] } {
  const quantities = (cart: { items: CartItem[] } | null) => {
    const bySku = new Map<string, { line: CartItem; quantity: number }>();
    for (const line of cart?.items ?? []) {
      const seen = bySku.get(line.sku);
      bySku.set(line.sku, { line, quantity: (seen?.quantity ?? 0) + line.quantity });
    }
    return bySku;
  };
  const was = quantities(before);
  const now = quantities(after);
  const added: AnalyticsItem[] = [];
  const removed: AnalyticsItem[] = [];
  for (const [sku, { line, quantity }] of now) {
    const delta = quantity - (was.get(sku)?.quantity ?? 0);
    if (delta > 0) added.push(lineItem(line, delta));
  }
  for (const [sku, { line, quantity }] of was) {
    const delta = quantity - (now.get(sku)?.quantity ?? 0);
    if (delta > 0) removed.push(lineItem(line, delta));
  }
  return { added, removed };
}

/**
 * The purchase of an order as the receipt shows it. GA4's `value` is the goods' revenue (the
 * subtotal); tax and shipping travel in their own keys.
 */
export function purchaseOf(
  order: Pick<Order, 'id' | 'items' | 'subTotal' | 'taxTotal' | 'shipTotal'>,
): EcommercePurchase {
  return {
    transaction_id: order.id,
    currency: ANALYTICS_CURRENCY,
    value: dollars(order.subTotal),
    tax: dollars(order.taxTotal),
    shipping: dollars(order.shipTotal),
    items: order.items.map((line) => lineItem(line)),
  };
}

/** The unit price the viewer is shown: the price the cart charges them (lib/pricing/pricing.ts). */
export const shownUnitPrice = (
  variant: PricedVariant,
  viewer: { isActiveClubMember: boolean; hideClubPrice?: boolean | null },
): number => chargedPrice(variant, viewer);

/** A product's default variant as one item for `viewer`; undefined when it has no variant. */
export function shownProductItem(
  product: Pick<
    Product,
    'title' | 'type' | 'variants' | 'defaultVariantIndex' | 'hideClubPrice' | 'giftCard'
  >,
  viewer: { isActiveClubMember: boolean },
  brand: string,
): AnalyticsItem | undefined {
  const variant = defaultVariantOf(product);
  if (!variant) return undefined;
  return productItem(product, {
    sku: variant.sku,
    unitPriceCents: chargedPrice(variant, priceViewerOf(product, viewer)),
    brand,
  });
}
