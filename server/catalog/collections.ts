import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { isListable } from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';
import { isPossibleSlug } from '@/lib/commerce/path-template';
import {
  sharedRead,
  sharedValue,
  COLLECTIONS_TAG,
  PRODUCTS_TAG,
  collectionTag,
} from '@/server/cache/shared-read';
import { type CollectionSummary, getCommerce, replyClass } from '@/server/commerce';
import { getEntry, listEntries } from '@/server/content';
import type { ContentEntry } from '@/server/content/schema';
import { primaryUrlOf } from '@/server/content/targeting';
import { reportError } from '@/server/observability/report';
import {
  ALL_COLLECTION_SLUG,
  type CollectionText,
  collectionPath,
  collectionSlugOf,
  collectionText,
} from './collection-text';

export interface PublicCollection {
  collection: CollectionText;
  /** The content's entry for the collection, when there is one (metadata, canonical URL). */
  entry: ContentEntry | undefined;
  /** Listable products only: Retired and notFound are dropped. */
  products: Product[];
}

/**
 * A collection and its products as an anonymous visitor sees them, shared by every visitor.
 * Products come from Commerce7's public listing (`product/for-web`, `collectionSlug=` except for
 * `all`); the words from the content's `collection` entry, else the listing's summary.
 *
 * Undefined (the page answers 404) when the listing answers 404 for the slug, or when it answers
 * but neither describes the collection nor has the content an entry for it: a public listing may
 * answer an unknown filter with an empty page, and that must not make every slug a page. A slug
 * that cannot exist is answered before any cache; an unknown one is never written to the KV and
 * kept seconds in Next's cache (sharedRead), so a flood of random slugs cannot push real entries
 * out.
 */
export async function getPublicCollection(slug: string): Promise<PublicCollection | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const [entry, shared] = await Promise.all([
    getEntry('collection', collectionPath(slug)),
    readCollectionProducts(slug),
  ]);
  const listed = sharedValue(shared);
  if (!listed) return undefined;
  if (slug !== ALL_COLLECTION_SLUG && !entry && !listed.summary) return undefined;
  return {
    collection: collectionText(slug, entry, listed.summary),
    entry,
    products: listed.products.filter(isListable),
  };
}

interface ListedCollection {
  products: Product[];
  summary: CollectionSummary | undefined;
}

async function readCollectionProducts(slug: string) {
  'use cache';
  return sharedRead(
    {
      key: `collection:${slug}`,
      tags: [COLLECTIONS_TAG, PRODUCTS_TAG, collectionTag(slug)],
      life: 'catalog',
    },
    async (): Promise<ListedCollection | undefined> => {
      const commerce = getCommerce({ anonymous: true });
      if (slug === ALL_COLLECTION_SLUG)
        return { products: await commerce.listAllProducts(), summary: undefined };
      try {
        const { products, collection } = await commerce.listCollectionProducts(slug);
        return { products, summary: collection };
      } catch (error) {
        if (replyClass(error) === 'not-found') return undefined;
        throw error;
      }
    },
  );
}

/**
 * Every collection slug, for static params and the sitemap: `all`, the content's `collection`
 * entries, and, only when app credentials are configured, the collections Commerce7's admin API
 * lists. That admin call is never required: when it fails the content's list stands (reported).
 */
export async function getCollectionSlugs(): Promise<string[]> {
  const fromContent = (await listEntries('collection'))
    .map((entry) => collectionSlugOf(primaryUrlOf(entry)))
    .filter((slug): slug is string => slug !== undefined);
  const slugs = new Set([ALL_COLLECTION_SLUG, ...fromContent, ...(await adminCollectionSlugs())]);
  return [...slugs].filter(isPossibleSlug);
}

async function adminCollectionSlugs(): Promise<string[]> {
  if (!getCommerce({ anonymous: true }).hasAppCredentials) return [];
  try {
    return sharedValue(await readAdminCollections()).map((collection) => collection.slug);
  } catch (error) {
    unstable_rethrow(error);
    reportError(error, { section: 'collections' });
    return [];
  }
}

async function readAdminCollections() {
  'use cache';
  return sharedRead({ key: 'collections:admin', tags: [COLLECTIONS_TAG], life: 'catalog' }, () =>
    getCommerce({ anonymous: true }).listCollections(),
  );
}
