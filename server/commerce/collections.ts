import 'server-only';

import * as v from 'valibot';

import type { Transport } from './session';
import { requireBody } from './transport';

/**
 * A collection as Commerce7's admin API lists it. Admin routes need the app's credentials
 * (Basic auth, app id and secret key: https://dev-center-docs.commerce7.com/docs/c7-api-permissions),
 * which a storefront may not have: the site reads collection texts from the content's
 * `collection` entries and uses this list only when app credentials are configured.
 */
const CollectionSchema = v.object({
  slug: v.string(),
  title: v.string(),
  /** Description as HTML. */
  content: v.nullish(v.string()),
  seo: v.nullish(v.object({ title: v.nullish(v.string()), description: v.nullish(v.string()) })),
});
export type Collection = v.InferOutput<typeof CollectionSchema>;

const CollectionPageSchema = v.object({
  collections: v.array(CollectionSchema),
  total: v.number(),
});

/** Commerce7 lists at most 50 records a page (https://api-docs.commerce7.com/docs, Pagination). */
const COLLECTION_PAGE_SIZE = 50;

/** GET collection?limit=50&page=N (admin, app credentials), every page until `total`. */
export async function listCollections(commerce: Transport): Promise<Collection[]> {
  const collections: Collection[] = [];
  for (let page = 1; ; page++) {
    const reply = await commerce.send({
      method: 'GET',
      path: 'collection',
      auth: 'app',
      query: { limit: COLLECTION_PAGE_SIZE, page },
      schema: CollectionPageSchema,
    });
    const { collections: found, total } = requireBody(reply);
    collections.push(...found);
    if (collections.length >= total || found.length < COLLECTION_PAGE_SIZE) return collections;
  }
}
