/**
 * Which pages are shared (the same HTML for every visitor without a customer token) and so have a
 * per-customer version under /customer-view/...: every page that can show prices, access or
 * restricted containers — the home page, collections, products, editor-built content (the
 * catch-all, blog, recipes) and the club pages.
 *
 * proxy.ts rewrites a visitor with a customer token (or draft mode) to the per-customer version,
 * rendered per request with their own prices and access; everybody else gets the prerendered page,
 * sent with a public cache header. Both render the page's one definition (app/_pages): the
 * customer view matches the path to it with sharedRouteOf. Pages that are personal anyway (profile,
 * checkout, cart), route handlers, local tools and files are not shared pages.
 */
export const CUSTOMER_VIEW_PREFIX = '/customer-view';

/** First path segments that are not shared pages. */
const NOT_SHARED = new Set([
  'profile',
  'checkout',
  'cart',
  'api',
  'local',
  '_next',
  'customer-view',
]);

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

/** A page's params as Next passes them: `[slug]` one segment, `[...path]` the segments it caught. */
export type RouteParams = Record<string, string | string[]>;

type RouteSegment =
  | { kind: 'static'; name: string }
  | { kind: 'dynamic'; param: string }
  | { kind: 'catch-all'; param: string };

/** Next's order among routes that match a path: a named segment first, then `[x]`, then `[...x]`. */
const PRECEDENCE = { static: 0, dynamic: 1, 'catch-all': 2 } as const;

function segmentsOf(route: string): RouteSegment[] {
  return route
    .split('/')
    .filter((part) => part !== '')
    .map((part): RouteSegment => {
      const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part);
      if (catchAll) return { kind: 'catch-all', param: catchAll[1]! };
      const dynamic = /^\[(\w+)\]$/.exec(part);
      return dynamic ? { kind: 'dynamic', param: dynamic[1]! } : { kind: 'static', name: part };
    });
}

/**
 * The params a route (`/blog/[slug]`, `/[...path]`, `/`) takes from a path's segments, or undefined
 * when it does not match: each segment counts, so `/blog/a/b` is no `/blog/[slug]`.
 */
export function routeParams(route: string, path: readonly string[]): RouteParams | undefined {
  const params: RouteParams = {};
  const pattern = segmentsOf(route);
  for (const [index, segment] of pattern.entries()) {
    if (segment.kind === 'catch-all') {
      // A catch-all ends its route and needs at least one segment.
      if (index >= path.length) return undefined;
      params[segment.param] = path.slice(index);
      return params;
    }
    const value = path[index];
    if (value === undefined) return undefined;
    if (segment.kind === 'static' && segment.name !== value) return undefined;
    if (segment.kind === 'dynamic') params[segment.param] = value;
  }
  return pattern.length === path.length ? params : undefined;
}

/** Negative when route `a` wins over `b` for a path both match (Next's precedence). */
function compareRoutes(a: string, b: string): number {
  const [left, right] = [segmentsOf(a), segmentsOf(b)];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const order = PRECEDENCE[left[index]!.kind] - PRECEDENCE[right[index]!.kind];
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * The route Next would render for a shared page's path, among `routes`, with its params; undefined
 * when the path is no shared page (see customerViewPath) or no route matches it. The customer view
 * renders the same route the shared side would, so both answer a path with the same page.
 */
export function sharedRouteOf<T extends { route: string }>(
  routes: readonly T[],
  path: readonly string[],
): { page: T; params: RouteParams } | undefined {
  if (!isSharedPage(`/${path.join('/')}`)) return undefined;
  const matches = routes.flatMap((page) => {
    const params = routeParams(page.route, path);
    return params ? [{ page, params }] : [];
  });
  return matches.sort((a, b) => compareRoutes(a.page.route, b.page.route))[0];
}
