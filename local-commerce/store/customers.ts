/**
 * Customers, their sign-in tokens and their one-time link tokens. The Customer entity is
 * assembled here from the customer row and the club memberships.
 */
import { randomUUID } from 'node:crypto';
import type { Address, Customer } from '../../lib/commerce/entities';
import type { Viewer } from '../availability';
import { CUSTOMER_TOKEN_TTL_DAYS, LINK_TOKEN_TTL_MINUTES } from '../config';
import { queryOne, type Sql } from '../db';
import { hashSecret, newSecret } from '../passwords';
import { membershipsOf } from './clubs';

export interface CustomerRow {
  id: string;
  email: string;
  email_id: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  tags: string[];
  current_web_cart_id: string | null;
  order_count: number;
  phone: string | null;
  birth_date: string | null;
  saved_address: Address | null;
}

const CUSTOMER_COLUMNS = `id, email, email_id, first_name, last_name, password_hash, tags,
  current_web_cart_id, order_count, phone, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
  saved_address`;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findCustomerById(sql: Sql, id: string): Promise<CustomerRow | null> {
  return (
    (await queryOne<CustomerRow>(sql, `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = $1`, [
      id,
    ])) ?? null
  );
}

export async function findCustomerByEmail(sql: Sql, email: string): Promise<CustomerRow | null> {
  return (
    (await queryOne<CustomerRow>(
      sql,
      `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE email = $1`,
      [normaliseEmail(email)],
    )) ?? null
  );
}

interface NewCustomer {
  id?: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  tags?: readonly string[];
}

export async function createCustomer(sql: Sql, input: NewCustomer): Promise<CustomerRow> {
  const row = await queryOne<CustomerRow>(
    sql,
    `INSERT INTO customers (id, email, email_id, first_name, last_name, password_hash, tags)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[])
     RETURNING ${CUSTOMER_COLUMNS}`,
    [
      input.id ?? randomUUID(),
      normaliseEmail(input.email),
      randomUUID(),
      input.firstName,
      input.lastName,
      input.passwordHash,
      [...(input.tags ?? [])],
    ],
  );
  if (!row) throw new Error('customer insert returned no row');
  return row;
}

export async function setCurrentWebCart(sql: Sql, customerId: string, cartId: string | null) {
  await sql.query('UPDATE customers SET current_web_cart_id = $2 WHERE id = $1', [
    customerId,
    cartId,
  ]);
}

const tagId = (title: string) => `tag-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The Customer entity; `token` only on the replies that sign the customer in. */
export async function toCustomer(sql: Sql, row: CustomerRow, token?: string): Promise<Customer> {
  const memberships = await membershipsOf(sql, row.id);
  const lastAddress = await lastShippingAddress(sql, row.id);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    emails: [{ id: row.email_id, email: row.email }],
    clubs: memberships.map((membership) => ({
      clubId: membership.clubId,
      clubTitle: membership.clubTitle,
      cancelDate: membership.cancelDate,
    })),
    tags: row.tags.map((title) => ({ id: tagId(title), title })),
    orderInformation: {
      isActiveClubMember: memberships.some((membership) => membership.status === 'Active'),
      currentWebCartId: row.current_web_cart_id,
      orderCount: row.order_count,
    },
    phones: row.phone ? [{ phone: row.phone }] : [],
    // The default of the address book or the last address used, else the one saved on joining.
    addresses: lastAddress ? [lastAddress] : row.saved_address ? [row.saved_address] : [],
    birthDate: row.birth_date,
    ...(token === undefined ? {} : { token }),
  };
}

/**
 * Where the customer ships: the default of the address book, else the newest order with an
 * address, else the newest club membership's shipping address. Checkout fills it in for a
 * returning customer.
 */
async function lastShippingAddress(sql: Sql, customerId: string): Promise<Address | null> {
  const chosen = await queryOne<{ address: Address }>(
    sql,
    'SELECT address FROM customer_addresses WHERE customer_id = $1 AND is_default',
    [customerId],
  );
  if (chosen) return chosen.address;
  const row = await queryOne<{ ship_to: Address }>(
    sql,
    `SELECT ship_to FROM (
       SELECT ship_to, submitted_at AS at, 0 AS rank FROM orders
        WHERE customer_id = $1 AND ship_to IS NOT NULL
       UNION ALL
       SELECT ship_to, signup_date AS at, 1 AS rank FROM club_memberships
        WHERE customer_id = $1 AND ship_to IS NOT NULL
     ) known ORDER BY rank, at DESC LIMIT 1`,
    [customerId],
  );
  return row?.ship_to ?? null;
}

/** The facts product security and member pricing need, or null for an unknown id. */
export async function loadViewer(
  sql: Sql,
  customerId: string | null | undefined,
): Promise<Viewer | null> {
  if (!customerId) return null;
  const row = await queryOne<{ id: string; tags: string[]; active: boolean }>(
    sql,
    `SELECT c.id, c.tags, EXISTS (
        SELECT 1 FROM club_memberships m WHERE m.customer_id = c.id AND m.status = 'Active'
      ) AS active
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  return row ? { customerId: row.id, isActiveClubMember: row.active, tags: row.tags } : null;
}

export async function issueToken(sql: Sql, customerId: string): Promise<string> {
  const token = newSecret();
  await sql.query(
    `INSERT INTO customer_tokens (token_hash, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashSecret(token), customerId, CUSTOMER_TOKEN_TTL_DAYS],
  );
  return token;
}

export async function customerIdForToken(sql: Sql, token: string): Promise<string | null> {
  const row = await queryOne<{ customer_id: string }>(
    sql,
    'SELECT customer_id FROM customer_tokens WHERE token_hash = $1 AND expires_at > now()',
    [hashSecret(token)],
  );
  return row?.customer_id ?? null;
}

/**
 * Sign-in replies are kept for Idempotency-Key replay with their token in clear; once the token
 * is revoked those copies go too, so no usable or once-usable token lingers in the database.
 */
async function forgetSignInReplies(sql: Sql, condition: string, value: string) {
  await sql.query(`DELETE FROM idempotency_keys WHERE body ? 'token' AND ${condition}`, [value]);
}

export async function revokeToken(sql: Sql, token: string) {
  await sql.query('DELETE FROM customer_tokens WHERE token_hash = $1', [hashSecret(token)]);
  await forgetSignInReplies(sql, "body->>'token' = $1", token);
}

type LinkPurpose = 'reset-password' | 'magic-link';

export async function issueLinkToken(
  sql: Sql,
  customerId: string,
  purpose: LinkPurpose,
): Promise<string> {
  const token = newSecret();
  await sql.query(
    `INSERT INTO customer_link_tokens (token_hash, customer_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [hashSecret(token), customerId, purpose, LINK_TOKEN_TTL_MINUTES],
  );
  return token;
}

/** Marks a link token used and returns its customer; null when unknown, used or expired. */
export async function consumeLinkToken(
  sql: Sql,
  token: string,
  purpose: LinkPurpose,
): Promise<string | null> {
  const row = await queryOne<{ customer_id: string }>(
    sql,
    `UPDATE customer_link_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING customer_id`,
    [hashSecret(token), purpose],
  );
  return row?.customer_id ?? null;
}

/** The club join records the date of birth it checked (YYYY-MM-DD). */
export async function setBirthDate(sql: Sql, customerId: string, birthDate: string) {
  await sql.query('UPDATE customers SET birth_date = $2::date WHERE id = $1', [
    customerId,
    birthDate,
  ]);
}

/** After checkout: one more order, and the ordered cart is no longer the customer's cart. */
export async function recordOrderPlaced(sql: Sql, customerId: string, cartId: string) {
  await sql.query(
    `UPDATE customers SET order_count = order_count + 1,
       current_web_cart_id = CASE WHEN current_web_cart_id = $2 THEN NULL ELSE current_web_cart_id END
     WHERE id = $1`,
    [customerId, cartId],
  );
}

export async function updateCustomerDetails(
  sql: Sql,
  customerId: string,
  details: { firstName: string; lastName: string; phone: string | null; birthDate: string | null },
) {
  await sql.query(
    `UPDATE customers SET first_name = $2, last_name = $3, phone = $4, birth_date = $5::date
      WHERE id = $1`,
    [customerId, details.firstName, details.lastName, details.phone, details.birthDate],
  );
}

/**
 * A password changed from the account: every other session ends (whoever knew the old one is
 * signed out), the one that changed it stays signed in.
 */
export async function changePasswordKeepingSession(
  sql: Sql,
  customerId: string,
  passwordHash: string,
  keepToken: string,
) {
  await sql.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [
    customerId,
    passwordHash,
  ]);
  await sql.query('DELETE FROM customer_tokens WHERE customer_id = $1 AND token_hash <> $2', [
    customerId,
    hashSecret(keepToken),
  ]);
  await voidPendingLinks(sql, customerId);
  await forgetSignInReplies(sql, "body->>'id' = $1", customerId);
}

/** A change of password voids every link e-mailed before it (in its transaction). */
async function voidPendingLinks(sql: Sql, customerId: string) {
  await sql.query(
    'UPDATE customer_link_tokens SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL',
    [customerId],
  );
}

/**
 * A new password ends every session and voids every pending link: whoever knew the old one, or
 * holds an older e-mail, is signed out and kept out.
 */
export async function setPasswordAndSignOut(sql: Sql, customerId: string, passwordHash: string) {
  await sql.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [
    customerId,
    passwordHash,
  ]);
  await sql.query('DELETE FROM customer_tokens WHERE customer_id = $1', [customerId]);
  await voidPendingLinks(sql, customerId);
  await forgetSignInReplies(sql, "body->>'id' = $1", customerId);
}
