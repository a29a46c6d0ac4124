import { randomUUID } from 'node:crypto';
import type { Address, CardSummary, Club, ClubMembership } from '../../lib/commerce/entities';
import { nextShipmentOnOrAfter, shipmentIntervalMonths } from '../../lib/club/membership-plan';
import { isoDate, jsonb, queryAll, queryOne, type Sql } from '../db';

interface ClubRow {
  id: string;
  slug: string;
  title: string;
  kind: 'club' | 'subscription';
  bottles: number;
  category: string;
  frequency_months: number | null;
}

const toClub = (row: ClubRow): Club => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  kind: row.kind,
  bottles: row.bottles,
  category: row.category,
  frequencyMonths: row.frequency_months,
});

const CLUB_COLUMNS = 'id, slug, title, kind, bottles, category, frequency_months';

export async function listClubs(sql: Sql): Promise<Club[]> {
  return (await queryAll<ClubRow>(sql, `SELECT ${CLUB_COLUMNS} FROM clubs ORDER BY position`)).map(
    toClub,
  );
}

export async function findClubBySlug(sql: Sql, slug: string): Promise<Club | null> {
  const row = await queryOne<ClubRow>(sql, `SELECT ${CLUB_COLUMNS} FROM clubs WHERE slug = $1`, [
    slug,
  ]);
  return row ? toClub(row) : null;
}

interface MembershipRow {
  id: string;
  customer_id: string;
  club_id: string;
  club_title: string;
  club_slug: string;
  status: 'Active' | 'On Hold' | 'Cancelled';
  signup_date: Date;
  cancel_date: Date | null;
  cancellation_reason: string | null;
  ship_to: Address | null;
  bill_to: Address | null;
  frequency_months: number | null;
  next_shipment_date: Date | string | null;
  on_hold_since: Date | null;
  skipped: string[] | null;
  credit_card_id: string | null;
  card_brand: string | null;
  last4: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  terms_accepted_at: Date | null;
}

const MEMBERSHIP_SELECT = `
  SELECT m.id, m.customer_id, m.club_id, c.title AS club_title, c.slug AS club_slug, m.status,
         m.signup_date, m.cancel_date, m.cancellation_reason, m.ship_to,
         m.bill_to, m.credit_card_id, m.terms_accepted_at,
         card.card_brand, card.last4, card.expiry_month, card.expiry_year,
         c.frequency_months, m.next_shipment_date::text AS next_shipment_date, m.on_hold_since,
         ARRAY(SELECT s.shipment_date::text FROM club_membership_skips s
                WHERE s.membership_id = m.id ORDER BY s.shipment_date) AS skipped
    FROM club_memberships m JOIN clubs c ON c.id = m.club_id
    LEFT JOIN credit_cards card ON card.id = m.credit_card_id`;

/** The card on file as a receipt shows it: brand, last four digits and expiry. */
const cardOf = (row: MembershipRow): CardSummary | null =>
  row.card_brand && row.last4 && row.expiry_month && row.expiry_year
    ? {
        cardBrand: row.card_brand,
        last4: row.last4,
        expiryMo: row.expiry_month,
        expiryYr: row.expiry_year,
      }
    : null;

const toMembership = (row: MembershipRow): ClubMembership => ({
  id: row.id,
  customerId: row.customer_id,
  clubId: row.club_id,
  clubTitle: row.club_title,
  clubSlug: row.club_slug,
  status: row.status,
  signupDate: isoDate(row.signup_date) ?? '',
  cancelDate: isoDate(row.cancel_date),
  cancellationReason: row.cancellation_reason,
  shipTo: row.ship_to,
  billTo: row.bill_to,
  creditCardId: row.credit_card_id,
  creditCard: cardOf(row),
  termsAcceptedAt: isoDate(row.terms_accepted_at),
  nextShipmentDate: row.status === 'Active' ? nextShipmentOf(row) : null,
  onHoldStartDate: row.status === 'On Hold' ? isoDate(row.on_hold_since) : null,
  skippedShipmentDates: row.skipped ?? [],
});

/**
 * The next shipment of an active membership, computed from the club's rhythm: the stored date
 * (set by a skip or a resume) rolled past today, else the first date after the signup.
 */
function nextShipmentOf(row: MembershipRow): string {
  const today = new Date().toISOString().slice(0, 10);
  const months = shipmentIntervalMonths({ frequencyMonths: row.frequency_months });
  const stored = row.next_shipment_date ? String(row.next_shipment_date).slice(0, 10) : null;
  const anchor = stored ?? (isoDate(row.signup_date) ?? today).slice(0, 10);
  return nextShipmentOnOrAfter(anchor, months, today, stored !== null);
}

export async function membershipsOf(sql: Sql, customerId: string): Promise<ClubMembership[]> {
  const rows = await queryAll<MembershipRow>(
    sql,
    `${MEMBERSHIP_SELECT} WHERE m.customer_id = $1 ORDER BY m.signup_date, m.id`,
    [customerId],
  );
  return rows.map(toMembership);
}

export async function findMembership(sql: Sql, id: string): Promise<ClubMembership | null> {
  const row = await queryOne<MembershipRow>(sql, `${MEMBERSHIP_SELECT} WHERE m.id = $1`, [id]);
  return row ? toMembership(row) : null;
}

export async function createMembership(
  sql: Sql,
  input: {
    customerId: string;
    clubId: string;
    shipTo: Address | null;
    billTo?: Address | null;
    signupDate?: Date;
    creditCardId?: string | null;
    /** When the member accepted the terms (the join's own time). */
    termsAcceptedAt?: Date | null;
  },
): Promise<ClubMembership> {
  const id = randomUUID();
  await sql.query(
    `INSERT INTO club_memberships (id, customer_id, club_id, status, signup_date, ship_to, bill_to,
       credit_card_id, terms_accepted_at)
     VALUES ($1, $2, $3, 'Active', $4, $5::jsonb, $6::jsonb, $7, $8)`,
    [
      id,
      input.customerId,
      input.clubId,
      input.signupDate ?? new Date(),
      jsonb(input.shipTo),
      jsonb(input.billTo ?? null),
      input.creditCardId ?? null,
      input.termsAcceptedAt ?? null,
    ],
  );
  const membership = await findMembership(sql, id);
  if (!membership) throw new Error(`membership ${id} vanished after insert`);
  return membership;
}

export async function cancelMembership(
  sql: Sql,
  id: string,
  reason: string | null,
): Promise<ClubMembership | null> {
  await sql.query(
    `UPDATE club_memberships SET status = 'Cancelled', cancel_date = now(), cancellation_reason = $2
      WHERE id = $1`,
    [id, reason],
  );
  return findMembership(sql, id);
}
