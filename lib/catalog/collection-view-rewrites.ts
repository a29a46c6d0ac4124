/**
 * A sorted or later page of a collection without the proxy (issue 39): next.config's `rewrites`
 * move a query already in its view's terms onto the view's segment, so an anonymous visitor's view
 * is served from the cache as the plain collection is. The proxy (a Next server's throughput about
 * halved) keeps every other view query: a filter, a default or unknown sort or page.
 */
import { DEFAULT_BROWSE, MAX_PAGE, SORTS, type BrowseKey } from './collection-browse';

/** The keys the rules move; a query with any other browse key (a filter) runs the proxy. */
export const REWRITTEN_KEYS = ['sort', 'page'] as const satisfies readonly BrowseKey[];
type RewrittenKey = (typeof REWRITTEN_KEYS)[number];

/**
 * The values of a sort and a page that name a view other than the default, exactly as
 * `browseStateOf` reads them and `browseSegment` writes them back (regular expressions; Next's
 * route conditions anchor them): a page from 2 to MAX_PAGE without leading zeros.
 */
export const VIEW_VALUE_PATTERNS: Record<RewrittenKey, string> = {
  sort: SORTS.filter((sort) => sort !== DEFAULT_BROWSE.sort).join('|'),
  page: `[2-9]|[1-9][0-9]{1,3}|${MAX_PAGE}`,
};

/** A non-empty sort or page other than a view's (a default, an unknown value): the proxy's. */
export const notAViewValue = (key: RewrittenKey) => `(?!(?:${VIEW_VALUE_PATTERNS[key]})$).*`;

/** One `rewrites` rule of next.config (Next's `Rewrite` type, without importing Next here). */
export interface RewriteRule {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
}

/**
 * The rules that move a sorted or later page's query onto the view's segment, so an anonymous
 * visitor's `/collection/all?sort=price-asc&page=2` is served from the cache with no code of ours,
 * as the plain collection is: `/collection/all/sort-price-asc~page-2`, the segment
 * `collectionViewPath` writes. Next applies a `beforeFiles` rule to the address the rules before it
 * wrote, so the first that matches moves the address off `/collection/{slug}` and the rest pass:
 * a view's sort and page together, then a sort alone, then a page alone. Any other value of these
 * keys, and any filter, runs the proxy (its matcher: `notAViewValue`, and the filters by name),
 * which runs before these and moves the address away from `/collection/{slug}`.
 *
 * Three rules with a plain source: Next matches every rule again in every page request, its source
 * compiled anew (`handleRewrites` in the page's `prepare`). Twelve (sort, page and the four
 * filters, built a key at a time) cost about 5 % of a cached product page's CPU (issue 39,
 * --cpu-prof).
 */
export function collectionViewRewrites(): RewriteRule[] {
  const has = (key: RewrittenKey) => ({
    type: 'query' as const,
    key,
    value: `(?<${key}>${VIEW_VALUE_PATTERNS[key]})`,
  });
  const source = '/collection/:slug';
  return [
    {
      source,
      destination: '/collection/:slug/sort-:sort~page-:page',
      has: [has('sort'), has('page')],
    },
    { source, destination: '/collection/:slug/sort-:sort', has: [has('sort')] },
    { source, destination: '/collection/:slug/page-:page', has: [has('page')] },
  ];
}
