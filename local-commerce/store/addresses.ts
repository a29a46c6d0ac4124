/**
 * The customer's address book (`customer/{id}/address`). At most one default per customer (a
 * partial unique index); the first address saved becomes the default.
 */
import { randomUUID } from 'node:crypto';
import type { Address, CustomerAddress } from '../../lib/commerce/entities';
import { jsonb, queryAll, queryOne, type Sql } from '../db';

interface AddressRow {
  id: string;
  address: Address;
  is_default: boolean;
}

const toAddress = (row: AddressRow): CustomerAddress => ({
  ...row.address,
  id: row.id,
  isDefault: row.is_default,
});

export async function addressesOf(sql: Sql, customerId: string): Promise<CustomerAddress[]> {
  const rows = await queryAll<AddressRow>(
    sql,
    `SELECT id, address, is_default FROM customer_addresses WHERE customer_id = $1
      ORDER BY is_default DESC, created_at, id`,
    [customerId],
  );
  return rows.map(toAddress);
}

export async function findAddress(
  sql: Sql,
  customerId: string,
  id: string,
): Promise<CustomerAddress | null> {
  const row = await queryOne<AddressRow>(
    sql,
    'SELECT id, address, is_default FROM customer_addresses WHERE customer_id = $1 AND id = $2',
    [customerId, id],
  );
  return row ? toAddress(row) : null;
}

async function clearDefault(sql: Sql, customerId: string) {
  await sql.query('UPDATE customer_addresses SET is_default = false WHERE customer_id = $1', [
    customerId,
  ]);
}

export async function insertAddress(
  sql: Sql,
  customerId: string,
  address: Address,
  makeDefault: boolean,
): Promise<CustomerAddress> {
  const first = (await addressesOf(sql, customerId)).length === 0;
  if (makeDefault) await clearDefault(sql, customerId);
  const id = randomUUID();
  await sql.query(
    `INSERT INTO customer_addresses (id, customer_id, address, is_default)
     VALUES ($1, $2, $3::jsonb, $4)`,
    [id, customerId, jsonb(address), makeDefault || first],
  );
  return (await findAddress(sql, customerId, id)) as CustomerAddress;
}

export async function updateAddress(
  sql: Sql,
  customerId: string,
  id: string,
  address: Address,
  makeDefault: boolean,
): Promise<CustomerAddress | null> {
  if (makeDefault) await clearDefault(sql, customerId);
  await sql.query(
    `UPDATE customer_addresses SET address = $3::jsonb, is_default = is_default OR $4
      WHERE customer_id = $1 AND id = $2`,
    [customerId, id, jsonb(address), makeDefault],
  );
  return findAddress(sql, customerId, id);
}

/** Removes one; when it was the default, the oldest remaining address becomes the default. */
export async function deleteAddress(sql: Sql, customerId: string, id: string): Promise<boolean> {
  const removed = await queryOne<{ is_default: boolean }>(
    sql,
    'DELETE FROM customer_addresses WHERE customer_id = $1 AND id = $2 RETURNING is_default',
    [customerId, id],
  );
  if (removed?.is_default) {
    await sql.query(
      `UPDATE customer_addresses SET is_default = true WHERE id = (
         SELECT id FROM customer_addresses WHERE customer_id = $1 ORDER BY created_at, id LIMIT 1)`,
      [customerId],
    );
  }
  return removed !== null;
}
