/**
 * What a collection page says about its collection, from three sources in order: the content's
 * `collection` entry (editors own the words), the summary Commerce7 adds to a `collectionSlug`
 * listing, and the slug itself. Commerce7's public listing may describe a collection with no
 * more than a product count, so the page never depends on it. Pure.
 */
import type { ContentEntry } from '@/server/content/schema';

import type { CollectionSummary } from '@/server/commerce/products';

/** `/collection/all`: every listable product, no `collectionSlug` filter. */
export const ALL_COLLECTION_SLUG = 'all';

export const collectionPath = (slug: string) => `/collection/${slug}`;

export interface CollectionText {
  slug: string;
  /** The page heading. */
  title: string;
  /** The line under the heading, also the description for search engines. */
  description: string | undefined;
  /** Title for search engines when it differs from the heading. */
  seoTitle: string | undefined;
}

/** 'large-small-formats' -> 'Large Small Formats': the last resort, never an empty heading. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

export function collectionText(
  slug: string,
  entry: ContentEntry | undefined,
  summary: CollectionSummary | undefined,
): CollectionText {
  const title = entry?.data.title ?? summary?.title ?? titleFromSlug(slug);
  return {
    slug,
    title,
    description: entry?.data.description ?? summary?.seo?.description ?? undefined,
    seoTitle: entry ? undefined : (summary?.seo?.title ?? undefined),
  };
}

/** The collection slug an entry answers (its `/collection/{slug}` URL), if it is one. */
export function collectionSlugOf(url: string | undefined): string | undefined {
  const match = url?.match(/^\/collection\/([^/]+)$/);
  return match?.[1];
}
