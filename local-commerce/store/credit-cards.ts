/**
 * Cards on file. The service plays the payment gateway: a new card becomes an opaque token plus
 * what may be shown (brand, last four digits, expiry, name). The number and security code are
 * checked and dropped in the route; they never reach the database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CardSummary, CreditCard } from '../../lib/commerce/entities';
import { isoDate, queryAll, queryOne, type Sql } from '../db';

interface CardRow {
  id: string;
  customer_id: string;
  card_brand: string;
  card_holder_name: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  is_default: boolean;
  created_at: Date;
}

const COLUMNS = `id, customer_id, card_brand, card_holder_name, last4, expiry_month, expiry_year,
  is_default, created_at`;

const toCard = (row: CardRow): CreditCard => ({
  id: row.id,
  customerId: row.customer_id,
  cardBrand: row.card_brand,
  cardHolderName: row.card_holder_name,
  last4: row.last4,
  expiryMo: row.expiry_month,
  expiryYr: row.expiry_year,
  isDefault: row.is_default,
  createdAt: isoDate(row.created_at),
});

export const cardSummary = (card: CreditCard): CardSummary => ({
  cardBrand: card.cardBrand,
  last4: card.last4,
  expiryMo: card.expiryMo,
  expiryYr: card.expiryYr,
});

export async function cardsOf(sql: Sql, customerId: string): Promise<CreditCard[]> {
  const rows = await queryAll<CardRow>(
    sql,
    `SELECT ${COLUMNS} FROM credit_cards WHERE customer_id = $1 ORDER BY created_at, id`,
    [customerId],
  );
  return rows.map(toCard);
}

export async function findCard(sql: Sql, id: string): Promise<CreditCard | null> {
  // Ids are UUIDs: anything else is simply not a card (and must not reach a uuid comparison).
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await queryOne<CardRow>(sql, `SELECT ${COLUMNS} FROM credit_cards WHERE id = $1`, [
    id,
  ]);
  return row ? toCard(row) : null;
}

export interface NewCard {
  customerId: string;
  cardBrand: string;
  cardHolderName: string;
  last4: string;
  expiryMo: number;
  expiryYr: number;
}

/** Stores a card; the customer's first card becomes their default. */
export async function createCard(sql: Sql, input: NewCard): Promise<CreditCard> {
  const id = randomUUID();
  await sql.query(
    `INSERT INTO credit_cards (id, customer_id, card_brand, card_holder_name, last4, expiry_month,
       expiry_year, token, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
       NOT EXISTS (SELECT 1 FROM credit_cards WHERE customer_id = $2))`,
    [
      id,
      input.customerId,
      input.cardBrand,
      input.cardHolderName,
      input.last4,
      input.expiryMo,
      input.expiryYr,
      `tok_${randomBytes(16).toString('hex')}`,
    ],
  );
  const card = await findCard(sql, id);
  if (!card) throw new Error('card vanished after insert');
  return card;
}

export async function updateCard(
  sql: Sql,
  id: string,
  changes: { cardHolderName?: string; expiryMo?: number; expiryYr?: number; isDefault?: boolean },
): Promise<CreditCard | null> {
  const card = await findCard(sql, id);
  if (!card) return null;
  if (changes.isDefault) {
    await sql.query('UPDATE credit_cards SET is_default = false WHERE customer_id = $1', [
      card.customerId,
    ]);
  }
  await sql.query(
    `UPDATE credit_cards SET card_holder_name = $2, expiry_month = $3, expiry_year = $4,
       is_default = $5 WHERE id = $1`,
    [
      id,
      changes.cardHolderName ?? card.cardHolderName,
      changes.expiryMo ?? card.expiryMo,
      changes.expiryYr ?? card.expiryYr,
      changes.isDefault ?? card.isDefault,
    ],
  );
  return findCard(sql, id);
}

/** True when an active membership is charged to the card (it may not be removed then). */
export async function cardInUse(sql: Sql, id: string): Promise<boolean> {
  const row = await queryOne<{ used: boolean }>(
    sql,
    `SELECT EXISTS (SELECT 1 FROM club_memberships
       WHERE credit_card_id = $1 AND status <> 'Cancelled') AS used`,
    [id],
  );
  return row?.used ?? false;
}

export async function deleteCard(sql: Sql, id: string) {
  await sql.query('DELETE FROM credit_cards WHERE id = $1', [id]);
}
