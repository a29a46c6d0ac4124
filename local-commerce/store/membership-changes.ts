/**
 * What a member changes about a membership: skip the next shipment, hold and
 * resume, move to a sibling club (size or frequency), ship somewhere else. The routes check the
 * rules; these only write.
 */
import type { Address } from '../../lib/commerce/entities';
import { jsonb, type Sql } from '../db';

export async function recordSkip(
  sql: Sql,
  membershipId: string,
  skipped: string,
  nextShipment: string,
): Promise<void> {
  await sql.query(
    `INSERT INTO club_membership_skips (membership_id, shipment_date) VALUES ($1, $2::date)
     ON CONFLICT DO NOTHING`,
    [membershipId, skipped],
  );
  await setNextShipment(sql, membershipId, nextShipment);
}

export async function setNextShipment(sql: Sql, membershipId: string, date: string | null) {
  await sql.query('UPDATE club_memberships SET next_shipment_date = $2::date WHERE id = $1', [
    membershipId,
    date,
  ]);
}

export async function putOnHold(sql: Sql, membershipId: string): Promise<void> {
  await sql.query(
    `UPDATE club_memberships SET status = 'On Hold', on_hold_since = now() WHERE id = $1`,
    [membershipId],
  );
}

/** Back to Active; shipments start again on `nextShipment`. */
export async function resume(sql: Sql, membershipId: string, nextShipment: string) {
  await sql.query(
    `UPDATE club_memberships SET status = 'Active', on_hold_since = NULL,
            next_shipment_date = $2::date WHERE id = $1`,
    [membershipId, nextShipment],
  );
}

export async function moveToClub(sql: Sql, membershipId: string, clubId: string): Promise<void> {
  await sql.query('UPDATE club_memberships SET club_id = $2 WHERE id = $1', [membershipId, clubId]);
}

export async function setMembershipShipTo(sql: Sql, membershipId: string, shipTo: Address) {
  await sql.query('UPDATE club_memberships SET ship_to = $2::jsonb WHERE id = $1', [
    membershipId,
    jsonb(shipTo),
  ]);
}

export async function setMembershipCard(sql: Sql, membershipId: string, creditCardId: string) {
  await sql.query('UPDATE club_memberships SET credit_card_id = $2 WHERE id = $1', [
    membershipId,
    creditCardId,
  ]);
}
