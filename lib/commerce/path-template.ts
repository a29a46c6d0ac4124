/**
 * The path template of a commerce call (`cart/{cartId}/item/{sku}` for `cart/abc/item/ISO-750`):
 * what spans carry as `url.template`, so traces group by call and never hold a cart, customer,
 * order or membership id. Pure.
 */

/** Every path the client calls (the Commerce7 calls, plus the embedded service's extras). */
const COMMERCE_PATH_TEMPLATES = [
  'product',
  'product/slug/{slug}/for-web',
  'collection',
  'collection/slug/{slug}',
  'cart',
  'cart/{cartId}',
  'cart/{cartId}/item',
  'cart/{cartId}/item/{sku}',
  'cart/{cartId}/quote',
  'cart/{cartId}/checkout',
  'customer',
  'customer/login',
  'customer/logout',
  'customer/self',
  'customer/generate-reset-password-link',
  'customer/generate-magic-link',
  'customer/reset-password',
  'customer/{customerId}/order',
  'customer/{customerId}/order/{orderId}',
  'customer/{customerId}/club-membership',
  'customer/{customerId}/club-membership/{membershipId}/cancel',
  'order/limited',
  'order/{orderId}/limited',
  'order/cart/{cartId}',
  'club',
  'club-membership',
  'club-membership/{membershipId}/limited',
  'marketing/submission',
  'outbox',
] as const;

const isPlaceholder = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** Templates as segments, the ones with more fixed segments first (`customer/self` before `customer/{id}`). */
const TEMPLATES = COMMERCE_PATH_TEMPLATES.map((template) => template.split('/')).sort(
  (a, b) => b.filter((s) => !isPlaceholder(s)).length - a.filter((s) => !isPlaceholder(s)).length,
);

/** Every fixed word of the templates: an unknown path keeps these and hides everything else. */
const KNOWN_WORDS = new Set(TEMPLATES.flat().filter((segment) => !isPlaceholder(segment)));

export function commercePathTemplate(path: string): string {
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  const match = TEMPLATES.find(
    (template) =>
      template.length === segments.length &&
      template.every((part, index) => isPlaceholder(part) || part === segments[index]),
  );
  if (match) return match.join('/');
  // A call added without its template: still no ids in the trace.
  return segments.map((segment) => (KNOWN_WORDS.has(segment) ? segment : '{id}')).join('/');
}

/**
 * The shape a commerce slug (product or collection) can have. Commerce7 derives slugs from titles
 * as lowercase letters, digits and hyphens; this rule is looser on purpose (either case, `_` and
 * `.` too) so no real slug is ever refused. A value outside it cannot name anything, so the shop
 * answers 404 at once, without asking commerce and without a cache entry: a flood of random or
 * very long slugs then costs nothing and pushes nothing out of the caches.
 */
export const SLUG_MAX_LENGTH = 200;

const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isPossibleSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
