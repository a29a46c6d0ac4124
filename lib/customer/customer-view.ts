/**
 * Which pages are shared (the same HTML for every visitor without a customer token) and so have a
 * per-customer version under /customer-view/...: every page that can show prices, access or
 * restricted containers — the home page, collections, products, editor-built content (the
 * catch-all, blog, recipes) and the club pages.
 *
 * proxy.ts rewrites a visitor with a customer token (or draft mode) to the per-customer version,
 * rendered per request with their own prices and access; everybody else gets the prerendered page,
 * sent with a public cache header. Both render the page's one definition (app/_pages). Pages that
 * are personal anyway (profile, checkout, cart, search results), route handlers, local tools and files are not
 * shared pages.
 */
export const CUSTOMER_VIEW_PREFIX = '/customer-view';

/** First path segments that are not shared pages. */
export const NOT_SHARED_SEGMENTS = [
  'profile',
  'checkout',
  'cart',
  'search',
  'api',
  'local',
  '_next',
  'customer-view',
] as const;
const NOT_SHARED: ReadonlySet<string> = new Set(NOT_SHARED_SEGMENTS);

/** The per-customer path of a shared page, or undefined when the path is not a shared page. */
export function customerViewPath(pathname: string): string | undefined {
  if (pathname === '/') return CUSTOMER_VIEW_PREFIX;
  if (!pathname.startsWith('/')) return undefined;
  const segments = pathname.slice(1).split('/');
  if (NOT_SHARED.has(segments[0] ?? '')) return undefined;
  // Public files and metadata routes (favicon.ico, robots.txt, images/...): no page of ours has a
  // dot in its last segment.
  if ((segments.at(-1) ?? '').includes('.')) return undefined;
  return `${CUSTOMER_VIEW_PREFIX}${pathname}`;
}

/** Whether a path is a shared page (see customerViewPath). */
export function isSharedPage(pathname: string): boolean {
  return customerViewPath(pathname) !== undefined;
}
