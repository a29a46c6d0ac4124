/**
 * TEST-ONLY back-office stand-ins: what a winery's staff change in Commerce7's admin. Reachable
 * only under the same switch as the fault injector (LOCAL_COMMERCE_FAULTS=1); without it the paths
 * are ordinary 404s.
 *
 *   PUT /__catalog/price  { sku, price }   price in cents (Commerce7 then sends its Product Update
 *                                          webhook); answers { slug, sku, price }
 *   PUT /__catalog/stock  { sku, count }   stock at the shipping location, as before a release (a
 *                                          wine limited to so many bottles); answers { sku, locationId, count }
 */
import * as v from 'valibot';
import { SHIPPING_LOCATION_ID } from './config';
import { queryOne, type Sql } from './db';
import { HttpError, type Reply } from './http';

export const PRICE_CONTROL_PATH = '/__catalog/price';

const PriceChangeSchema = v.object({
  sku: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  price: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
});

export async function changePrice(sql: Sql, body: unknown): Promise<Reply> {
  const parsed = v.safeParse(PriceChangeSchema, body);
  if (!parsed.success) throw new HttpError(422, 'validation', parsed.issues[0].message);
  const { sku, price } = parsed.output;
  // The product document keeps its variants in order; only the named one's price changes.
  const changed = await queryOne<{ slug: string }>(
    sql,
    `UPDATE products p
        SET doc = jsonb_set(p.doc, '{variants}', (
          SELECT jsonb_agg(
                   CASE WHEN variant->>'sku' = $1
                        THEN jsonb_set(variant, '{price}', to_jsonb($2::integer))
                        ELSE variant END
                   ORDER BY position)
            FROM jsonb_array_elements(p.doc->'variants') WITH ORDINALITY AS list(variant, position)))
      WHERE p.id = (SELECT product_id FROM product_variants WHERE sku = $1)
      RETURNING p.slug`,
    [sku, price],
  );
  if (!changed) throw new HttpError(404, 'notFound', `No variant with sku ${sku}`);
  return { status: 200, body: { slug: changed.slug, sku, price } };
}

export const STOCK_CONTROL_PATH = '/__catalog/stock';

const StockChangeSchema = v.object({
  sku: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
});

export async function changeStock(sql: Sql, body: unknown): Promise<Reply> {
  const parsed = v.safeParse(StockChangeSchema, body);
  if (!parsed.success) throw new HttpError(422, 'validation', parsed.issues[0].message);
  const { sku, count } = parsed.output;
  const known = await queryOne<{ sku: string }>(
    sql,
    'SELECT sku FROM product_variants WHERE sku = $1',
    [sku],
  );
  if (!known) throw new HttpError(404, 'notFound', `No variant with sku ${sku}`);
  await sql.query(
    `INSERT INTO inventory (sku, location_id, available_for_sale_count) VALUES ($1, $2, $3)
     ON CONFLICT (sku, location_id) DO UPDATE SET available_for_sale_count = EXCLUDED.available_for_sale_count`,
    [sku, SHIPPING_LOCATION_ID, count],
  );
  return { status: 200, body: { sku, locationId: SHIPPING_LOCATION_ID, count } };
}
