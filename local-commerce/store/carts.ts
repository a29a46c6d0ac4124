/**
 * Carts and their lines. Prices are not stored on lines: they are worked out on every read for
 * the cart's customer, so a customer who joins the club sees member prices at once.
 */
import { randomUUID } from 'node:crypto';
import type { Cart, CartItem, Product, Variant } from '../../lib/commerce/entities';
import type { Viewer } from '../availability';
import { jsonb, queryAll, queryOne, type Sql } from '../db';
import { notFound } from '../http';
import { unitPrice } from '../cart-rules';
import { chargeKind, type ChargeableLine, subTotalOf } from '../shipping';
import { loadViewer } from './customers';
import { findVariantsBySku } from './products';

export type ItemData = NonNullable<CartItem['itemData']>;

export interface CartRow {
  id: string;
  customer_id: string | null;
  gift_message: string | null;
}

interface LineRow {
  sku: string;
  quantity: number;
  item_data: ItemData | null;
}

export async function createCartRow(
  sql: Sql,
  input: {
    customerId: string | null;
    channel: string;
    userAgent: string | null;
    additionalInfo: unknown;
    metaData: unknown;
  },
): Promise<CartRow> {
  const row = await queryOne<CartRow>(
    sql,
    `INSERT INTO carts (id, customer_id, channel, user_agent, additional_info, meta_data)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
     RETURNING id, customer_id, gift_message`,
    [
      randomUUID(),
      input.customerId,
      input.channel,
      input.userAgent,
      jsonb(input.additionalInfo),
      jsonb(input.metaData),
    ],
  );
  if (!row) throw new Error('cart insert returned no row');
  return row;
}

export async function findOpenCart(sql: Sql, id: string): Promise<CartRow | null> {
  return (
    (await queryOne<CartRow>(
      sql,
      `SELECT id, customer_id, gift_message FROM carts WHERE id = $1 AND status = 'open'`,
      [id],
    )) ?? null
  );
}

/** An ordered (checked-out) cart is gone as far as the shop is concerned. */
export async function requireOpenCart(sql: Sql, id: string): Promise<CartRow> {
  const cart = await findOpenCart(sql, id);
  if (!cart) throw notFound('Cart not found');
  return cart;
}

export async function updateCartRow(
  sql: Sql,
  id: string,
  changes: { giftMessage?: string | null; customerId?: string | null },
) {
  await sql.query(
    `UPDATE carts SET
       gift_message = CASE WHEN $2 THEN $3 ELSE gift_message END,
       customer_id = CASE WHEN $4 THEN $5 ELSE customer_id END,
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      'giftMessage' in changes,
      changes.giftMessage ?? null,
      'customerId' in changes,
      changes.customerId ?? null,
    ],
  );
}

export async function markCartOrdered(sql: Sql, id: string) {
  await sql.query(`UPDATE carts SET status = 'ordered', updated_at = now() WHERE id = $1`, [id]);
}

export async function deleteCart(sql: Sql, id: string) {
  await sql.query('DELETE FROM carts WHERE id = $1', [id]);
}

export async function cartLines(sql: Sql, cartId: string): Promise<LineRow[]> {
  return queryAll<LineRow>(
    sql,
    'SELECT sku, quantity, item_data FROM cart_items WHERE cart_id = $1 ORDER BY line_order',
    [cartId],
  );
}

export async function findLine(sql: Sql, cartId: string, sku: string): Promise<LineRow | null> {
  return (
    (await queryOne<LineRow>(
      sql,
      'SELECT sku, quantity, item_data FROM cart_items WHERE cart_id = $1 AND sku = $2',
      [cartId, sku],
    )) ?? null
  );
}

/** Inserts the line or replaces its quantity and item data, keeping its place in the cart. */
export async function saveLine(sql: Sql, cartId: string, line: LineRow) {
  await sql.query(
    `INSERT INTO cart_items (cart_id, sku, quantity, item_data) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = EXCLUDED.quantity, item_data = EXCLUDED.item_data`,
    [cartId, line.sku, line.quantity, jsonb(line.item_data)],
  );
  await sql.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
}

export async function removeLine(sql: Sql, cartId: string, sku: string) {
  await sql.query('DELETE FROM cart_items WHERE cart_id = $1 AND sku = $2', [cartId, sku]);
  await sql.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
}

interface PricedCartLine {
  item: CartItem;
  product: Product;
  variant: Variant;
  /** The line as the shipping and tax rules see it. */
  charge: ChargeableLine;
}

/** The cart's lines priced for its customer (anonymous carts get retail and promotions). */
export async function pricedLines(
  sql: Sql,
  cart: CartRow,
): Promise<{ lines: PricedCartLine[]; viewer: Viewer | null }> {
  const rows = await cartLines(sql, cart.id);
  const viewer = await loadViewer(sql, cart.customer_id);
  const variants = await findVariantsBySku(
    sql,
    rows.map((row) => row.sku),
  );
  const lines: PricedCartLine[] = [];
  for (const row of rows) {
    const found = variants.get(row.sku);
    if (!found) continue; // a variant deleted from the catalogue drops out of the cart
    const { product, variant } = found;
    const { price, comparePrice } = unitPrice(
      product,
      variant,
      viewer?.isActiveClubMember ?? false,
    );
    lines.push({
      product,
      variant,
      charge: { price, quantity: row.quantity, ...chargeKind(product) },
      item: {
        sku: row.sku,
        productTitle: product.title,
        variantTitle: variant.title,
        productSlug: product.slug,
        image: product.image ?? null,
        quantity: row.quantity,
        price,
        comparePrice,
        // An event ticket's day, times and place travel with the line to the cart and the order
        // (the order e-mail and the receipt's calendar file say them).
        eventDate: product.eventDate ?? null,
        eventTime: product.eventTime ?? null,
        eventEndTime: product.eventEndTime ?? null,
        eventPlace: product.eventPlace ?? null,
        itemData: row.item_data,
      },
    });
  }
  return { lines, viewer };
}

export async function renderCart(sql: Sql, cart: CartRow): Promise<Cart> {
  const { lines } = await pricedLines(sql, cart);
  const items = lines.map((line) => line.item);
  const subTotal = subTotalOf(items);
  return {
    id: cart.id,
    items,
    subTotal,
    total: subTotal,
    giftMessage: cart.gift_message,
    customerId: cart.customer_id,
  };
}

/** Re-reads the cart (after a change) and renders it. */
export async function renderCartById(sql: Sql, id: string): Promise<Cart> {
  return renderCart(sql, await requireOpenCart(sql, id));
}

/** Anonymous carts nobody touched for this long are deleted (their lines go with them). */
export const ANONYMOUS_CART_MAX_AGE_DAYS = 30;

/** Deletes open anonymous carts idle past the limit; returns how many went. */
export async function purgeAbandonedCarts(sql: Sql): Promise<number> {
  const result = await sql.query(
    `DELETE FROM carts WHERE customer_id IS NULL AND status = 'open'
       AND updated_at < now() - make_interval(days => $1)`,
    [ANONYMOUS_CART_MAX_AGE_DAYS],
  );
  return result.affectedRows ?? 0;
}
