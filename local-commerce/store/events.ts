/**
 * The account's dated history of membership changes (`customer_events`): one line per change a
 * member made, shown in the order history. Messages say what changed, never who or which card.
 */
import { randomUUID } from 'node:crypto';
import type { CustomerEvent } from '../../lib/commerce/entities';
import { isoDate, queryAll, type Sql } from '../db';

export async function recordEvent(
  sql: Sql,
  event: { customerId: string; membershipId: string | null; kind: string; message: string },
): Promise<void> {
  await sql.query(
    `INSERT INTO customer_events (id, customer_id, membership_id, kind, message)
     VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), event.customerId, event.membershipId, event.kind, event.message],
  );
}

interface EventRow {
  id: string;
  membership_id: string | null;
  kind: string;
  message: string;
  created_at: Date;
}

/** Newest first. */
export async function eventsOf(sql: Sql, customerId: string, limit = 50): Promise<CustomerEvent[]> {
  const rows = await queryAll<EventRow>(
    sql,
    `SELECT id, membership_id, kind, message, created_at FROM customer_events
      WHERE customer_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [customerId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    membershipId: row.membership_id,
    kind: row.kind,
    message: row.message,
    createdAt: isoDate(row.created_at) ?? '',
  }));
}
