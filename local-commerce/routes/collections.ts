import { notFound, ok } from '../http';
import type { RequestContext, Route } from '../router';
import { findCollection, listCollections } from '../store/collections';

/** GET collection (local extra) */
async function collectionList(context: RequestContext) {
  return ok({ collections: await listCollections(context.sql) });
}

/** GET collection/slug/{slug} (local extra) */
async function collectionBySlug(context: RequestContext) {
  const collection = await findCollection(context.sql, context.params.slug ?? '');
  if (!collection) throw notFound('Collection not found');
  return ok(collection);
}

export const collectionRoutes: Route[] = [
  { method: 'GET', pattern: 'collection', handler: collectionList },
  { method: 'GET', pattern: 'collection/slug/:slug', handler: collectionBySlug },
];
