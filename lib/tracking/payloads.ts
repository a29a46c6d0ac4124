/**
 * Payload builders for the events whose data comes from the visitor rather than a product list
 * (pageview, the e-mail tracker's events). Pure; the browser islands pass in what they know.
 */
import type { AccountSummary } from '@/lib/customer/viewer';
import { type AnalyticsItem, ANALYTICS_CURRENCY, valueOf } from './ecommerce';
import type { DataLayerPayloads } from './events';

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

/**
 * The browser and operating system names kl_active_on_site carries, read
 * from a user-agent string. Order matters: Edge and Opera also say Chrome, Chrome also says Safari,
 * iOS also says Mac OS X. Pure.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chrome OS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';

export function browserAndOs(userAgent: string): { browser: string; os: string } {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
