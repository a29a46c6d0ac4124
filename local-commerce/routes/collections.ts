import * as v from 'valibot';
import { MAX_PAGE_SIZE } from '../config';
import { notFound, ok } from '../http';
import type { RequestContext, Route } from '../router';
import { collectionJson, findCollection, listCollections } from '../store/collections';
import { pageQuery, pageWindow } from '../paging';
import { parseQuery } from '../validation';

/** GET collection?limit=&page= (admin: app credentials): `{ collections, total }`. */
async function collectionList(context: RequestContext) {
  const query = parseQuery(v.object(pageQuery), context.query);
  const page = await listCollections(context.sql, pageWindow(query, MAX_PAGE_SIZE));
  return ok({ collections: page.collections.map(collectionJson), total: page.total });
}

/** GET collection/slug/{slug} (admin: app credentials) */
async function collectionBySlug(context: RequestContext) {
  const collection = await findCollection(context.sql, context.params.slug ?? '');
  if (!collection) throw notFound('Collection not found');
  return ok(collectionJson(collection));
}

export const collectionRoutes: Route[] = [
  { method: 'GET', pattern: 'collection', handler: collectionList, access: 'app' },
  { method: 'GET', pattern: 'collection/slug/:slug', handler: collectionBySlug, access: 'app' },
];
