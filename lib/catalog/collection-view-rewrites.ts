/**
 * A collection's views without the proxy: next.config's `rewrites` move a query already
 * in its view's terms (a sort, filters, a page) onto the view's segment, so an anonymous visitor's
 * view is served from the cache as the plain collection is. The proxy (a Next server's
 * throughput about halved) keeps every other view query: a default, empty or unknown value.
 */
import {
  BROWSE_KEYS,
  DEFAULT_BROWSE,
  IN_STOCK_VALUE,
  MAX_PAGE,
  MAX_SLUG,
  PRICE_BANDS,
  SLUG_SOURCE,
  SORTS,
  type BrowseKey,
} from './collection-browse';

const slugValue = `(?=[a-z0-9-]{1,${MAX_SLUG}}$)${SLUG_SOURCE}`;

/**
 * The values of each key that name a view other than the default, exactly as `browseStateOf`
 * reads them and `browseSegment` writes them back (regular expressions; Next's route conditions
 * anchor them): a page from 2 to MAX_PAGE without leading zeros, a slug of at most MAX_SLUG
 * characters.
 */
export const VIEW_VALUE_PATTERNS: Record<BrowseKey, string> = {
  sort: SORTS.filter((sort) => sort !== DEFAULT_BROWSE.sort).join('|'),
  varietal: slugValue,
  type: slugValue,
  price: Object.keys(PRICE_BANDS).join('|'),
  stock: IN_STOCK_VALUE,
  page: `[2-9]|[1-9][0-9]{1,3}|${MAX_PAGE}`,
};

/** Any value of a key other than a view's (a default, empty, unknown): the proxy's. */
export const notAViewValue = (key: BrowseKey) => `(?!(?:${VIEW_VALUE_PATTERNS[key]})$).*`;

/** One `rewrites` rule of next.config (Next's `Rewrite` type, without importing Next here). */
export interface RewriteRule {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
  missing?: { type: 'query'; key: string }[];
}

const FILTER_KEYS = BROWSE_KEYS.filter((key) => key !== 'sort' && key !== 'page');
const hasViewValue = (key: BrowseKey) => ({
  type: 'query' as const,
  key,
  value: `(?<${key}>${VIEW_VALUE_PATTERNS[key]})`,
});

/**
 * The rules that move a view's query onto its segment: `/collection/all?sort=price-asc&page=2` is
 * served as `/collection/all/sort-price-asc~page-2`, the segment `collectionViewPath` writes.
 *
 * Next applies each `beforeFiles` rule once, in order, to the address the rules before it wrote,
 * and replays them all in every page request's `prepare`, compiling each rule's source again
 * (about 5 µs a rule) and each matching rule's destination (about 50 µs). So:
 *   - a sort and a page with no filter, the common views, are moved by one rule (three rules: both,
 *     a sort, a page), which takes the address off `/collection/{slug}` so the rest pass;
 *   - any view with a filter is built a key at a time: one rule a key, in the segment's order,
 *     appends its part to the collection's own segment (`/collection/all~type-wine~page-2`; a
 *     destination cannot leave out a separator when nothing comes before it), and a last rule
 *     moves the parts into the view's segment. Ten rules, not one a combination (63).
 *
 * The proxy runs before these for any other value of the keys (its matcher: `notAViewValue`); it
 * rewrites to the view's segment with no query, so no rule adds to what it wrote.
 */
export function collectionViewRewrites(): RewriteRule[] {
  const source = '/collection/:slug';
  const noFilter = FILTER_KEYS.map((key) => ({ type: 'query' as const, key }));
  const sortAndPage: RewriteRule[] = [
    {
      source,
      destination: '/collection/:slug/sort-:sort~page-:page',
      has: [hasViewValue('sort'), hasViewValue('page')],
      missing: noFilter,
    },
    {
      source,
      destination: '/collection/:slug/sort-:sort',
      has: [hasViewValue('sort')],
      missing: noFilter,
    },
    {
      source,
      destination: '/collection/:slug/page-:page',
      has: [hasViewValue('page')],
      missing: noFilter,
    },
  ];
  const byKey = BROWSE_KEYS.map((key) => ({
    source,
    destination: `/collection/:slug~${key}-:${key}`,
    has: [hasViewValue(key)],
  }));
  const intoSegment = {
    source: '/collection/:slug([^/~]+)~:view([^/]+)',
    destination: '/collection/:slug/:view',
  };
  return [...sortAndPage, ...byKey, intoSegment];
}
