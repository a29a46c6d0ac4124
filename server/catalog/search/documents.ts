/**
 * What search finds: one document per product, event, page, article and recipe, with the text
 * of each field it is matched on and what a result shows. Built from the shared catalogue and
 * the published content entries; plain data, so it can be cached and shared. Pure.
 */
import type { Product } from '@/lib/commerce/entities';
import type { SearchKind } from '@/lib/catalog/search';
import type { ContentEntry } from '@/server/content/schema';

export type SearchField =
  'title' | 'subtitle' | 'varietal' | 'region' | 'vintage' | 'kind' | 'body';

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  href: string;
  /** One line under the title (a wine's varietal and vintage, a page's description). */
  summary: string;
  /** Products and events: the product's slug. */
  slug?: string;
  /** A member-only product (security other than Public): shown only to a viewer who may buy it. */
  restricted: boolean;
  fields: Partial<Record<SearchField, string>>;
}

const EVENT_TYPES: ReadonlySet<Product['type']> = new Set([
  'Event Ticket',
  'Tasting',
  'Reservation',
]);

const withoutTags = (html: string | null | undefined) =>
  (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

const joined = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part !== undefined && part !== null && part !== '').join(' · ');

export function productDocument(product: Product): SearchDocument {
  const wine = product.wine;
  const isEvent = EVENT_TYPES.has(product.type);
  return {
    kind: isEvent ? 'event' : 'product',
    title: product.title,
    href: `/product/${product.slug}`,
    summary: isEvent
      ? joined(product.eventDate, product.teaser)
      : joined(product.subTitle, wine?.varietal, wine?.vintage) || (product.teaser ?? ''),
    slug: product.slug,
    restricted: product.security.availableTo !== 'Public',
    fields: {
      title: product.title,
      subtitle: product.subTitle ?? '',
      varietal: wine?.varietal ?? '',
      region: joined(wine?.region, wine?.appellation),
      vintage: wine?.vintage ? String(wine.vintage) : '',
      kind: joined(product.type, product.collections.join(' ')),
      body: joined(product.teaser, wine?.tastingNotes, withoutTags(product.content)),
    },
  };
}

/** The address an entry answers: its `url` field, else its `urlPath` targeting rule. */
export function entryHref(entry: ContentEntry): string | undefined {
  const url = entry.data.url;
  const first = Array.isArray(url) ? url[0] : url;
  if (first) return first;
  const rule = entry.query.find(
    (target) => target.property === 'urlPath' && target.operator === 'is',
  );
  return typeof rule?.value === 'string' ? rule.value : undefined;
}

/** A page, article or recipe; undefined for one nobody should land on from search. */
export function entryDocument(
  entry: ContentEntry,
  kind: 'page' | 'recipe',
): SearchDocument | undefined {
  const href = entryHref(entry);
  if (!href || entry.data.noindex) return undefined;
  const title = entry.data.title || entry.name;
  const summary = entry.data.description || entry.data.excerpt || '';
  return {
    kind,
    title,
    href,
    summary,
    restricted: false,
    fields: {
      title,
      subtitle: (entry.data.tags ?? []).join(' '),
      body: joined(summary, entry.data.excerpt),
    },
  };
}
