/**
 * Search as the browser and the server both see it: the kinds of result in the order they are
 * grouped, their headings, the answer's shape and the words that announce it. Pure.
 */

/** The order results are grouped in: products first, then pages, recipes, events. */
export const SEARCH_KINDS = ['product', 'page', 'recipe', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_GROUP_LABELS: Record<SearchKind, string> = {
  product: 'Wines & products',
  page: 'Pages',
  recipe: 'Recipes',
  event: 'Events',
};

export const SEARCH_PATH = '/search';
/** The longest query taken: a longer one is cut (a pasted paragraph is not a search). */
export const MAX_QUERY_LENGTH = 100;
/** Predictive results start at this many characters. */
export const PREDICTIVE_MIN_LENGTH = 2;
/** How many predictive results each group shows; the results page shows them all. */
export const PREDICTIVE_LIMITS: Record<SearchKind, number> = {
  product: 5,
  page: 3,
  recipe: 3,
  event: 3,
};

export interface SearchResultItem {
  kind: SearchKind;
  title: string;
  href: string;
  summary: string;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  results: SearchResultItem[];
}

/** What `/api/search` answers: every group that found something, in order, and the full count. */
export interface SearchAnswer {
  query: string;
  total: number;
  groups: SearchGroup[];
}

/** A query as search takes it: trimmed and cut to the longest allowed. */
export function cleanQuery(query: string | null | undefined): string {
  return (query ?? '').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

export function searchHref(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: query })}`;
}

/** Groups results by kind in the fixed order, each cut to its limit when limits are given. */
export function groupResults(
  results: readonly SearchResultItem[],
  limits?: Record<SearchKind, number>,
): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => {
    const ofKind = results.filter((result) => result.kind === kind);
    return {
      kind,
      label: SEARCH_GROUP_LABELS[kind],
      results: limits ? ofKind.slice(0, limits[kind]) : ofKind,
    };
  }).filter((group) => group.results.length > 0);
}

export const SEARCH_UNAVAILABLE_TEXT =
  'Search is unavailable right now. Please try again in a moment.';

/** What the page and the live region say about a search's outcome. */
export function resultCountText(total: number, query: string): string {
  if (query === '') return 'Type a wine, a grape, a year or a place to search.';
  if (total === 0) return `No results for “${query}”.`;
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”.`;
}
