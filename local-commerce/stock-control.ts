/**
 * TEST-ONLY back-office stand-in: sets a variant's stock at the shipping location, as a winery's
 * staff would before a release (a wine limited to so many bottles). Reachable only under the same
 * switch as the fault injector (LOCAL_COMMERCE_FAULTS=1); without it the path is an ordinary 404.
 *
 *   PUT /__catalog/stock  { sku, count }   answers { sku, locationId, count }
 */
import * as v from 'valibot';
import { SHIPPING_LOCATION_ID } from './config';
import { queryOne, type Sql } from './db';
import { HttpError, type Reply } from './http';

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
