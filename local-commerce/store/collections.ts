import { queryAll, queryOne, type Sql } from '../db';

interface Collection {
  slug: string;
  title: string;
  description: string | null;
}

interface CollectionPage {
  collections: Collection[];
  total: number;
}

/** The stored collections in their order, one page of them. */
export async function listCollections(
  sql: Sql,
  options: { limit: number; offset: number },
): Promise<CollectionPage> {
  const [count] = await queryAll<{ total: number }>(
    sql,
    'SELECT count(*)::int AS total FROM collections',
  );
  const collections = await queryAll<Collection>(
    sql,
    'SELECT slug, title, description FROM collections ORDER BY position LIMIT $1 OFFSET $2',
    [options.limit, options.offset],
  );
  return { collections, total: count?.total ?? 0 };
}

export async function findCollection(sql: Sql, slug: string): Promise<Collection | null> {
  return (
    (await queryOne<Collection>(
      sql,
      'SELECT slug, title, description FROM collections WHERE slug = $1',
      [slug],
    )) ?? null
  );
}

/**
 * A collection in Commerce7's JSON: `content` (HTML) and `seo` rather than one description.
 * The summary a `collectionSlug` listing carries adds `productCount`.
 */
export function collectionJson(collection: Collection) {
  return {
    slug: collection.slug,
    title: collection.title,
    content:
      collection.description === null ? null : `<p>${escapeHtml(collection.description)}</p>`,
    seo: { title: collection.title, description: collection.description },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
