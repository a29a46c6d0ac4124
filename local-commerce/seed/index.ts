/**
 * Seeds an empty database once: collections, the catalogue with its stock, clubs, customers and
 * the member's past order. A marker row in service_meta makes later starts skip it, and the
 * inserts use fixed ids with ON CONFLICT DO NOTHING, so re-seeding can never duplicate a row.
 */
import type { PGlite } from '@electric-sql/pglite';
import * as v from 'valibot';
import { ProductSchema } from '../../lib/commerce/entities';
import { jsonb, queryOne, type Sql } from '../db';
import { productImagePath, catalogueOfSize } from './catalog';
import { SEED_CLUBS } from './clubs';
import { SEED_COLLECTIONS } from './collections';
import { seedCustomers } from './customers';
import { seedId } from './ids';
import type { SeedProduct } from './product-builders';

const SEEDED_MARKER = 'seeded_at';

/** `size`: products in the catalogue, invented wines added past the seed (benchmarks; catalog.ts). */
export async function seedDatabase(db: PGlite, size?: number): Promise<boolean> {
  return db.transaction(async (sql) => {
    if (await queryOne(sql, 'SELECT 1 FROM service_meta WHERE key = $1', [SEEDED_MARKER]))
      return false;
    await seedCollections(sql);
    for (const [position, product] of catalogueOfSize(size).entries())
      await seedProduct(sql, product, position);
    await seedClubs(sql);
    await seedCustomers(sql);
    await sql.query(
      'INSERT INTO service_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [SEEDED_MARKER, new Date().toISOString()],
    );
    return true;
  });
}

async function seedCollections(sql: Sql) {
  for (const [position, collection] of SEED_COLLECTIONS.entries()) {
    await sql.query(
      `INSERT INTO collections (slug, title, description, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slug) DO NOTHING`,
      [collection.slug, collection.title, collection.description, position],
    );
  }
}

/** The stored document, checked against the entity contract before it goes in. */
export function productDocument(seed: SeedProduct) {
  const { slug, title } = seed.fields;
  const image = seed.art ? productImagePath(slug) : null;
  return v.parse(ProductSchema, {
    ...seed.fields,
    id: seedId('product', slug),
    image,
    images: image ? [{ src: image, altText: title }] : [],
    variants: seed.variants.map(({ stock: _stock, ...variant }) => ({
      ...variant,
      id: seedId('variant', variant.sku),
      inventory: [],
    })),
    collections: [],
  });
}

async function seedProduct(sql: Sql, seed: SeedProduct, position: number) {
  const doc = productDocument(seed);
  await sql.query(
    `INSERT INTO products (id, slug, position, admin_status, doc) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [doc.id, doc.slug, position, doc.adminStatus, jsonb(doc)],
  );
  for (const variant of seed.variants) {
    await sql.query(
      'INSERT INTO product_variants (sku, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [variant.sku, doc.id],
    );
    for (const [locationId, count] of Object.entries(variant.stock)) {
      await sql.query(
        `INSERT INTO inventory (sku, location_id, available_for_sale_count) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [variant.sku, locationId, count],
      );
    }
  }
  for (const collection of seed.collections) {
    await sql.query(
      'INSERT INTO product_collections (product_id, collection_slug) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [doc.id, collection],
    );
  }
}

async function seedClubs(sql: Sql) {
  for (const [position, club] of SEED_CLUBS.entries()) {
    await sql.query(
      `INSERT INTO clubs (id, slug, title, kind, bottles, category, frequency_months, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [
        club.id,
        club.slug,
        club.title,
        club.kind,
        club.bottles,
        club.category,
        club.frequencyMonths,
        position,
      ],
    );
  }
}
