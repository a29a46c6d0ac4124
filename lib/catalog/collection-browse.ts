/**
 * How a collection is browsed: its sort, filters and page, held in the address so a view can be
 * shared and cached. Pure rules; the page, the proxy and the form all read them.
 *
 * A view travels in two spellings: the query a visitor sees and shares
 * (`/collection/all?sort=price-asc&page=2`) and one path segment (`sort-price-asc~page-2`) that the
 * query is rewritten onto (by next.config's rules, collection-view-rewrites.ts, else the proxy),
 * so each view is its own cached page while the plain collection stays prerendered whole.
 */
import type { Product } from '../commerce/entities';
import { canAddToCart, defaultVariantOf } from './availability';

export const COLLECTION_PAGE_SIZE = 24;

export const SORTS = ['featured', 'price-asc', 'price-desc', 'vintage-desc', 'name'] as const;
export type CollectionSort = (typeof SORTS)[number];

export const SORT_LABELS: Record<CollectionSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  'vintage-desc': 'Newest vintage',
  name: 'Name, A to Z',
};

/** Price bands in cents: [lowest included, highest excluded]. */
export const PRICE_BANDS = {
  'under-25': { label: 'Under $25', min: 0, max: 2500 },
  '25-50': { label: '$25 to $50', min: 2500, max: 5000 },
  '50-100': { label: '$50 to $100', min: 5000, max: 10000 },
  '100-plus': { label: '$100 and over', min: 10000, max: Number.POSITIVE_INFINITY },
} as const;
export type PriceBand = keyof typeof PRICE_BANDS;

export interface BrowseState {
  sort: CollectionSort;
  /** A varietal's slug (`cabernet-sauvignon`). */
  varietal?: string;
  /** A product type's slug (`wine`, `gift-card`). */
  type?: string;
  price?: PriceBand;
  inStock: boolean;
  /** 1-based. */
  page: number;
}

export const DEFAULT_BROWSE: BrowseState = { sort: 'featured', inStock: false, page: 1 };

/** The query values the view reads; anything else in the address is ignored. */
export const BROWSE_KEYS = ['sort', 'varietal', 'type', 'price', 'stock', 'page'] as const;
export type BrowseKey = (typeof BROWSE_KEYS)[number];
/** `stock=in`: in stock only (the form's checkbox value). */
export const IN_STOCK_VALUE = 'in';

/** A slug's spelling; next.config's rules (collection-view-rewrites.ts) match it too. */
export const SLUG_SOURCE = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SLUG = new RegExp(`^${SLUG_SOURCE}$`);
export const MAX_SLUG = 80;
export const MAX_PAGE = 10_000;

/** Words to a slug: `Cabernet Sauvignon` -> `cabernet-sauvignon`, accents dropped. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const isSlug = (value: string | undefined): value is string =>
  value !== undefined && value.length <= MAX_SLUG && SLUG.test(value);

function pageOf(value: string | undefined): number {
  if (value === undefined || !/^[1-9][0-9]{0,4}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_PAGE);
}

/**
 * The view a set of values asks for. Every value that is missing, empty or not one the view
 * knows falls back to its default: a bad address shows the collection, never an error.
 */
export function browseStateOf(read: (key: BrowseKey) => string | undefined): BrowseState {
  const sort = read('sort');
  const price = read('price');
  const varietal = read('varietal');
  const type = read('type');
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as CollectionSort) : 'featured',
    ...(isSlug(varietal) ? { varietal } : {}),
    ...(isSlug(type) ? { type } : {}),
    ...(price !== undefined && Object.hasOwn(PRICE_BANDS, price)
      ? { price: price as PriceBand }
      : {}),
    inStock: read('stock') === IN_STOCK_VALUE,
    page: pageOf(read('page')),
  };
}

/** The view of a query: a repeated key's last value, as Next's route conditions read it. */
export function browseStateOfQuery(query: URLSearchParams): BrowseState {
  return browseStateOf((key) => query.getAll(key).at(-1));
}

/** A view's values in a fixed order, defaults left out. */
function browseEntries(state: BrowseState): [BrowseKey, string][] {
  const entries: [BrowseKey, string | undefined][] = [
    ['sort', state.sort === 'featured' ? undefined : state.sort],
    ['varietal', state.varietal],
    ['type', state.type],
    ['price', state.price],
    ['stock', state.inStock ? IN_STOCK_VALUE : undefined],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ];
  return entries.filter((entry): entry is [BrowseKey, string] => entry[1] !== undefined);
}

/** The shareable query of a view, `?sort=price-asc&page=2`; '' for the plain collection. */
export function browseQuery(state: BrowseState): string {
  const query = new URLSearchParams(browseEntries(state)).toString();
  return query ? `?${query}` : '';
}

/** The one path segment a view is cached under, `sort-price-asc~page-2`; '' for the plain one. */
export function browseSegment(state: BrowseState): string {
  return browseEntries(state)
    .map(([key, value]) => `${key}-${value}`)
    .join('~');
}

/** The view a path segment names (its parts read as the query's values would be). */
export function browseStateOfSegment(segment: string): BrowseState {
  const values = new Map<string, string>();
  for (const part of segment.split('~')) {
    const dash = part.indexOf('-');
    if (dash > 0 && !values.has(part.slice(0, dash)))
      values.set(part.slice(0, dash), part.slice(dash + 1));
  }
  return browseStateOf((key) => values.get(key));
}

/** Whether a view sorts or filters (beyond paging): such views are not for search engines. */
export function isRefined(state: BrowseState): boolean {
  return browseEntries(state).some(([key]) => key !== 'page');
}

/**
 * The price a list sorts and filters by, in cents: what anyone pays for the default variant (a
 * promotion's price when lower, as the card shows it first), the same for every visitor so a view
 * can be shared; a member's discount is the same share of every price and keeps the order.
 */
export function listPriceOf(product: Product): number | undefined {
  const variant = defaultVariantOf(product);
  if (!variant) return undefined;
  const { price, addToCartPrice } = variant;
  return typeof addToCartPrice === 'number' && addToCartPrice < price ? addToCartPrice : price;
}

export const typeSlugOf = (product: Product) => slugOf(product.type);
export const varietalSlugOf = (product: Product) =>
  product.wine?.varietal ? slugOf(product.wine.varietal) : undefined;

function matches(product: Product, state: BrowseState, shippingLocationId: string): boolean {
  if (state.varietal && varietalSlugOf(product) !== state.varietal) return false;
  if (state.type && typeSlugOf(product) !== state.type) return false;
  if (state.price) {
    const price = listPriceOf(product);
    const band = PRICE_BANDS[state.price];
    if (price === undefined || price < band.min || price >= band.max) return false;
  }
  if (state.inStock) {
    const variant = defaultVariantOf(product);
    if (!variant || !canAddToCart(product, variant, shippingLocationId)) return false;
  }
  return true;
}

/** Missing values sort last whichever the direction. */
function byNumber(read: (product: Product) => number | undefined, direction: 1 | -1) {
  return (a: Product, b: Product) => {
    const [x, y] = [read(a), read(b)];
    if (x === undefined || y === undefined)
      return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return (x - y) * direction;
  };
}

/**
 * Wines before everything else (gift cards, accessories), then `compare` within each (else a
 * price sort puts a corkscrew and a gift box among the first wines of a wine shop).
 */
function winesFirst(compare: (a: Product, b: Product) => number) {
  const rank = (product: Product) => (product.type === 'Wine' ? 0 : 1);
  return (a: Product, b: Product) => rank(a) - rank(b) || compare(a, b);
}

const COMPARE: Record<Exclude<CollectionSort, 'featured'>, (a: Product, b: Product) => number> = {
  'price-asc': winesFirst(byNumber(listPriceOf, 1)),
  'price-desc': winesFirst(byNumber(listPriceOf, -1)),
  'vintage-desc': byNumber((product) => product.wine?.vintage ?? undefined, -1),
  name: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
};

/** The products a view shows, in its order (stable: ties keep the shop's order). */
export function sortAndFilter(
  products: readonly Product[],
  state: BrowseState,
  shippingLocationId: string,
): Product[] {
  const kept = products.filter((product) => matches(product, state, shippingLocationId));
  return state.sort === 'featured' ? kept : kept.sort(COMPARE[state.sort]);
}

export interface BrowsePage<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * One page of a list. Undefined for a page past the end (the page answers 404); an empty list
 * has one empty page, so a filter that finds nothing says so rather than 404.
 */
export function pageOfList<T>(items: readonly T[], page: number): BrowsePage<T> | undefined {
  const pageCount = Math.max(1, Math.ceil(items.length / COLLECTION_PAGE_SIZE));
  if (page > pageCount) return undefined;
  const start = (page - 1) * COLLECTION_PAGE_SIZE;
  return {
    items: items.slice(start, start + COLLECTION_PAGE_SIZE),
    page,
    pageCount,
    total: items.length,
  };
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The choices a filter offers: the values the collection's products have, by name. */
export function filterOptions(products: readonly Product[]): {
  varietals: FilterOption[];
  types: FilterOption[];
} {
  const varietals = new Map<string, string>();
  const types = new Map<string, string>();
  for (const product of products) {
    const varietal = product.wine?.varietal;
    if (varietal) varietals.set(slugOf(varietal), varietal);
    types.set(typeSlugOf(product), product.type);
  }
  const sorted = (map: Map<string, string>) =>
    [...map]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return { varietals: sorted(varietals), types: sorted(types) };
}

/** A view with only what this collection has: an unknown varietal or type reads as all. */
export function knownBrowseState(
  state: BrowseState,
  options: ReturnType<typeof filterOptions>,
): BrowseState {
  const has = (list: FilterOption[], value: string | undefined) =>
    value !== undefined && list.some((option) => option.value === value);
  const { varietal, type, ...rest } = state;
  return {
    ...rest,
    ...(has(options.varietals, varietal) ? { varietal } : {}),
    ...(has(options.types, type) ? { type } : {}),
  };
}

/**
 * The page numbers a pagination bar shows: the first, the last and two either side of the
 * current one; `null` where numbers are left out (an ellipsis).
 */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const shown = [...Array(pageCount).keys()]
    .map((index) => index + 1)
    .filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}

const COLLECTION_PATH = /^\/collection\/([^/]+)$/;

/**
 * Where the proxy serves a collection address with a query: `/collection/all?sort=price-asc` ->
 * `/collection/all/sort-price-asc`. Undefined when the query asks for nothing but the plain view
 * (no query, unknown keys, defaults): that address is the prerendered page as it is.
 */
export function collectionViewPath(pathname: string, query: URLSearchParams): string | undefined {
  const match = COLLECTION_PATH.exec(pathname);
  if (!match || query.size === 0) return undefined;
  const segment = browseSegment(browseStateOfQuery(query));
  return segment ? `/collection/${match[1]}/${segment}` : undefined;
}
