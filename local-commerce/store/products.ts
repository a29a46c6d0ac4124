/**
 * Reading products: the stored JSON document, checked against the entity contract, joined
 * with its live inventory and collections, and marked for the viewing customer.
 */
import * as v from 'valibot';
import { ProductSchema, type Product, type Variant } from '../../lib/commerce/entities';
import { isValidUser, type Viewer, withEventStatus } from '../availability';
import { queryAll, type Sql } from '../db';
import { unitPrice } from '../cart-rules';

interface ProductRow {
  id: string;
  doc: unknown;
  collections: string[];
}

const PRODUCT_COLUMNS = `
  p.id, p.doc,
  coalesce(
    (SELECT array_agg(pc.collection_slug ORDER BY c.position)
       FROM product_collections pc JOIN collections c ON c.slug = pc.collection_slug
      WHERE pc.product_id = p.id),
    '{}'
  ) AS collections`;

async function hydrate(sql: Sql, rows: readonly ProductRow[]): Promise<Product[]> {
  const products = rows.map((row) =>
    withEventStatus({
      ...v.parse(ProductSchema, row.doc),
      id: row.id,
      collections: row.collections,
    }),
  );
  const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku));
  if (skus.length === 0) return products;
  const stock = await queryAll<{
    sku: string;
    location_id: string;
    available_for_sale_count: number;
  }>(
    sql,
    `SELECT sku, location_id, available_for_sale_count FROM inventory
      WHERE sku = ANY($1::text[]) ORDER BY location_id`,
    [skus],
  );
  return products.map((product) => ({
    ...product,
    variants: product.variants.map((variant) => ({
      ...variant,
      inventory: stock
        .filter((row) => row.sku === variant.sku)
        .map((row) => ({
          inventoryLocationId: row.location_id,
          availableForSaleCount: row.available_for_sale_count,
        })),
    })),
  }));
}

/**
 * A product as Commerce7's JSON has it: `null` for every unset field rather than an absent key,
 * and `inventory: null` on a virtual gift card's variants (there is nothing to count). Stored
 * products keep absent keys; replies go through this, so clients meet real-shaped nulls.
 */
export function asCommerce7Json(product: Product) {
  const virtualGiftCard = product.giftCard?.type === 'Virtual';
  return {
    ...product,
    subTitle: product.subTitle ?? null,
    teaser: product.teaser ?? null,
    content: product.content ?? null,
    image: product.image ?? null,
    variants: product.variants.map((variant) => ({
      ...variant,
      comparePrice: variant.comparePrice ?? null,
      maxQuantityPerCart: variant.maxQuantityPerCart ?? null,
      volumeInML: variant.volumeInML ?? product.wine?.bottleSizeMl ?? null,
      inventory: virtualGiftCard ? null : variant.inventory,
    })),
  };
}

/**
 * Commerce7 answers for the customer asking (the `customerId` query, else the token's):
 * `security.isValidUser`, and `addToCartPrice`, the price their cart will charge (a member's
 * club price where it is below the promotion).
 */
export const forViewer = (product: Product, viewer: Viewer | null): Product => ({
  ...product,
  security: { ...product.security, isValidUser: isValidUser(product, viewer) },
  variants: product.variants.map((variant) => ({
    ...variant,
    addToCartPrice: unitPrice(product, variant, viewer?.isActiveClubMember ?? false).price,
  })),
});

export async function findProductBySlug(sql: Sql, slug: string): Promise<Product | null> {
  const rows = await queryAll<ProductRow>(
    sql,
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.slug = $1`,
    [slug],
  );
  return (await hydrate(sql, rows))[0] ?? null;
}

interface ProductPage {
  products: Product[];
  total: number;
}

/** Products that are not Hidden, optionally of one collection, in catalogue order. */
export async function listProducts(
  sql: Sql,
  options: { collection: string | null; limit: number; offset: number },
): Promise<ProductPage> {
  const filter = `p.admin_status <> 'Hidden' AND ($1::text IS NULL OR EXISTS (
      SELECT 1 FROM product_collections pc WHERE pc.product_id = p.id AND pc.collection_slug = $1))`;
  const [count] = await queryAll<{ total: number }>(
    sql,
    `SELECT count(*)::int AS total FROM products p WHERE ${filter}`,
    [options.collection],
  );
  const rows = await queryAll<ProductRow>(
    sql,
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${filter}
      ORDER BY p.position LIMIT $2 OFFSET $3`,
    [options.collection, options.limit, options.offset],
  );
  return { products: await hydrate(sql, rows), total: count?.total ?? 0 };
}

interface ProductVariant {
  product: Product;
  variant: Variant;
}

/** The products behind a set of skus, keyed by sku (unknown skus are simply absent). */
export async function findVariantsBySku(
  sql: Sql,
  skus: readonly string[],
): Promise<Map<string, ProductVariant>> {
  const found = new Map<string, ProductVariant>();
  if (skus.length === 0) return found;
  const rows = await queryAll<ProductRow>(
    sql,
    `SELECT ${PRODUCT_COLUMNS} FROM products p
      WHERE p.id IN (SELECT product_id FROM product_variants WHERE sku = ANY($1::text[]))`,
    [[...skus]],
  );
  for (const product of await hydrate(sql, rows)) {
    for (const variant of product.variants) {
      if (skus.includes(variant.sku)) found.set(variant.sku, { product, variant });
    }
  }
  return found;
}

export async function findVariantBySku(sql: Sql, sku: string): Promise<ProductVariant | null> {
  return (await findVariantsBySku(sql, [sku])).get(sku) ?? null;
}

/** Takes sold units off a location; back-order stock may go below zero. */
export async function takeFromInventory(
  sql: Sql,
  sku: string,
  locationId: string,
  quantity: number,
) {
  await sql.query(
    `INSERT INTO inventory (sku, location_id, available_for_sale_count) VALUES ($1, $2, $3)
     ON CONFLICT (sku, location_id)
     DO UPDATE SET available_for_sale_count = inventory.available_for_sale_count + EXCLUDED.available_for_sale_count`,
    [sku, locationId, -quantity],
  );
}
