/**
 * Payload builders for the events whose data comes from the visitor rather than a product list
 * (pageview, the e-mail tracker's events). Pure; the browser islands pass in what they know.
 */
import type { AccountSummary } from '@/lib/customer/viewer';
import type { AnalyticsItem } from './ecommerce';
import { ANALYTICS_CURRENCY, valueOf } from './ecommerce';
import type { DataLayerPayloads } from './events';
import { browserAndOs } from './user-agent';

/** Only the keys with a value: an anonymous visitor's pageview is `{ url }`. */
function present<T extends Record<string, string | undefined>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Partial<T>;
}

/** pageview: url, plus email, customerId and phone_number for a logged-in customer. */
export function pageviewPayload(
  url: string,
  account: AccountSummary | null,
): DataLayerPayloads['pageview'] {
  if (!account) return { url };
  return {
    url,
    ...present({
      email: account.email,
      customerId: account.dimensions.customerId,
      phone_number: account.phone,
    }),
  };
}

export function activeOnSitePayload(
  page: string,
  userAgent: string,
  email: string | undefined,
): DataLayerPayloads['kl_active_on_site'] {
  return { ...browserAndOs(userAgent), page, ...present({ email }) };
}

export function viewedProductPayload(
  item: AnalyticsItem,
  product: { id: string; url: string; imageUrl?: string | undefined },
  email: string | undefined,
): DataLayerPayloads['kl_viewed_product'] {
  return {
    ProductName: item.item_name,
    ProductID: product.id,
    SKU: item.item_id,
    URL: product.url,
    Price: item.price,
    ...(item.item_brand ? { Brand: item.item_brand } : {}),
    ...(item.item_category ? { Categories: [item.item_category] } : {}),
    ...present({ ImageURL: product.imageUrl, email }),
  };
}

export function beginCheckoutPayload(
  items: AnalyticsItem[],
  email: string | undefined,
): DataLayerPayloads['kl_begin_checkout'] {
  return { value: valueOf(items), currency: ANALYTICS_CURRENCY, items, ...present({ email }) };
}
