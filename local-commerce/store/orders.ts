/**
 * Orders are written once, at checkout, with their lines and totals frozen as charged.
 */
import { randomUUID } from 'node:crypto';
import type { Address, CartItem, Order } from '../../lib/commerce/entities';
import { isoDate, jsonb, queryAll, queryOne, type Sql } from '../db';
import type { OrderTotals } from '../shipping';

interface OrderRow {
  id: string;
  order_number: number;
  customer_id: string | null;
  email: string;
  order_type: string;
  submitted_at: Date;
  items: CartItem[];
  sub_total: number;
  ship_total: number;
  tax_total: number;
  total: number;
  ship_to: Address | null;
  bill_to: Address | null;
  gift_message: string | null;
  meta_data: Record<string, unknown>;
}

const ORDER_COLUMNS = `id, order_number, customer_id, email, order_type, submitted_at, items,
  sub_total, ship_total, tax_total, total, ship_to, bill_to, gift_message, meta_data`;

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  orderNumber: row.order_number,
  orderSubmittedDate: isoDate(row.submitted_at) ?? '',
  orderType: row.order_type,
  customerId: row.customer_id,
  email: row.email,
  items: row.items,
  subTotal: row.sub_total,
  shipTotal: row.ship_total,
  taxTotal: row.tax_total,
  total: row.total,
  shipTo: row.ship_to,
  billTo: row.bill_to,
  giftMessage: row.gift_message,
  metaData: row.meta_data,
});

interface NewOrder {
  id?: string;
  cartId: string | null;
  customerId: string | null;
  email: string;
  submittedAt?: Date;
  items: readonly CartItem[];
  totals: OrderTotals;
  shipTo: Address | null;
  billTo: Address | null;
  giftMessage: string | null;
  /** Checkout's notes, as sent (Commerce7's order meta data). */
  metaData?: Record<string, unknown>;
  paymentLast4: string | null;
}

/** Inserts the order with the next order number from the sequence. */
export async function createOrder(sql: Sql, input: NewOrder): Promise<Order> {
  const row = await queryOne<OrderRow>(
    sql,
    `INSERT INTO orders (id, order_number, cart_id, customer_id, email, submitted_at, items,
       sub_total, ship_total, tax_total, total, ship_to, bill_to, gift_message, payment_last4,
       meta_data)
     VALUES ($1, nextval('order_number_seq'), $2, $3, $4, $5, $6::jsonb,
       $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14, $15::jsonb)
     RETURNING ${ORDER_COLUMNS}`,
    [
      input.id ?? randomUUID(),
      input.cartId,
      input.customerId,
      input.email,
      input.submittedAt ?? new Date(),
      jsonb(input.items),
      input.totals.subTotal,
      input.totals.shipTotal,
      input.totals.taxTotal,
      input.totals.total,
      jsonb(input.shipTo),
      jsonb(input.billTo),
      input.giftMessage,
      input.paymentLast4,
      jsonb(input.metaData ?? {}),
    ],
  );
  if (!row) throw new Error('order insert returned no row');
  return toOrder(row);
}

export async function findOrder(sql: Sql, id: string): Promise<Order | null> {
  const row = await queryOne<OrderRow>(sql, `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [
    id,
  ]);
  return row ? toOrder(row) : null;
}

/** The order placed from a cart (a cart is ordered at most once: checkout closes it). */
export async function findOrderByCart(sql: Sql, cartId: string): Promise<Order | null> {
  const row = await queryOne<OrderRow>(
    sql,
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE cart_id = $1`,
    [cartId],
  );
  return row ? toOrder(row) : null;
}

export async function findOrderByNumber(
  sql: Sql,
  email: string,
  orderNumber: number,
): Promise<Order | null> {
  const row = await queryOne<OrderRow>(
    sql,
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE lower(email) = lower($1) AND order_number = $2`,
    [email.trim(), orderNumber],
  );
  return row ? toOrder(row) : null;
}

/** A customer's orders, newest first (at most `limit`). */
export async function listCustomerOrders(
  sql: Sql,
  customerId: string,
  limit: number,
): Promise<Order[]> {
  const rows = await queryAll<OrderRow>(
    sql,
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = $1
      ORDER BY submitted_at DESC, order_number DESC LIMIT $2`,
    [customerId, limit],
  );
  return rows.map(toOrder);
}
