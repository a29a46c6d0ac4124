import 'server-only';
import { cache } from 'react';
import {
  type BrowsePage,
  type BrowseState,
  browseSegment,
  browseStateOfSegment,
  filterOptions,
  knownBrowseState,
  pageOfList,
  sortAndFilter,
} from '@/lib/catalog/collection-browse';
import type { Product } from '@/lib/commerce/entities';
import { getSettings } from '@/server/config';
import { type PublicCollection, getPublicCollection } from './collections';

/** One view of a collection: the page of products it shows and what its controls offer. */
export interface CollectionPageView {
  found: PublicCollection;
  state: BrowseState;
  page: BrowsePage<Product>;
  options: ReturnType<typeof filterOptions>;
}

/**
 * A collection as one view shows it (`segment` from lib/catalog/collection-browse: '' for the plain
 * page). Sorting, filtering and paging run over the shared, cached listing; the view is a page of
 * its own, cached like the plain one. Undefined (404) for an unknown collection or a page past
 * the end, or for a segment not spelt as the proxy writes it; a varietal or type the collection
 * does not have reads as none. Once per request (React cache): the page and its metadata share it.
 */
export const getCollectionView = cache(async function collectionView(
  slug: string,
  segment: string,
): Promise<CollectionPageView | undefined> {
  // Only the spelling the proxy writes is a page: a hand-made segment (defaults spelt out, another
  // order, unknown parts) would be one more cached copy of a view under another address.
  const asked = browseStateOfSegment(segment);
  if (browseSegment(asked) !== segment) return undefined;
  const found = await getPublicCollection(slug);
  if (!found) return undefined;
  const options = filterOptions(found.products);
  const state = knownBrowseState(asked, options);
  const { shippingLocationId } = getSettings().commerce;
  const page = pageOfList(sortAndFilter(found.products, state, shippingLocationId), state.page);
  return page ? { found, state, page, options } : undefined;
});
