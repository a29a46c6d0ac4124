import 'server-only';

import * as v from 'valibot';

import type { FetchCore } from './fetch-core';
import { requireBody } from './replies';

/** A product collection (local service only; Commerce7 hosts collections itself). */
export const CollectionSchema = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.optional(v.nullable(v.string())),
});
export type Collection = v.InferOutput<typeof CollectionSchema>;

const CollectionListSchema = v.object({ collections: v.array(CollectionSchema) });

export function collectionCalls(core: FetchCore) {
  /** GET collection/slug/{slug}; an unknown slug rejects with a 404 CommerceError. */
  async function getCollection(slug: string): Promise<Collection> {
    const path = `collection/slug/${encodeURIComponent(slug)}`;
    return requireBody(await core.send({ method: 'GET', path, schema: CollectionSchema }));
  }

  /** GET collection */
  async function listCollections(): Promise<Collection[]> {
    const reply = await core.send({
      method: 'GET',
      path: 'collection',
      schema: CollectionListSchema,
    });
    return requireBody(reply).collections;
  }

  return { getCollection, listCollections };
}
