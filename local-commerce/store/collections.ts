import { ALL_COLLECTION } from '../config';
import { queryAll, queryOne, type Sql } from '../db';

export interface Collection {
  slug: string;
  title: string;
  description: string | null;
}

/** `all` first (it is virtual: every product that is not Hidden), then the stored ones. */
export async function listCollections(sql: Sql): Promise<Collection[]> {
  const stored = await queryAll<Collection>(
    sql,
    'SELECT slug, title, description FROM collections ORDER BY position',
  );
  return [{ ...ALL_COLLECTION }, ...stored];
}

export async function findCollection(sql: Sql, slug: string): Promise<Collection | null> {
  if (slug === ALL_COLLECTION.slug) return { ...ALL_COLLECTION };
  return (
    (await queryOne<Collection>(
      sql,
      'SELECT slug, title, description FROM collections WHERE slug = $1',
      [slug],
    )) ?? null
  );
}
