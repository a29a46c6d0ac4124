/**
 * The embedded Postgres (PGlite). PGlite is a single connection that serialises every query
 * and transaction, so the service runs each request inside one transaction: a business rule
 * that throws rolls the whole request back, and two requests never interleave.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';

/** What handlers and stores get: a transaction, never the database itself. */
export type Sql = Pick<Transaction, 'query' | 'exec'>;

export const MEMORY_DATA_DIR = 'memory://';

export async function openDatabase(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith(MEMORY_DATA_DIR)) return PGlite.create(dataDir);
  const absolute = path.resolve(dataDir);
  await mkdir(absolute, { recursive: true });
  return PGlite.create(absolute);
}

/** First row of a query, or undefined. */
export async function queryOne<Row>(
  sql: Sql,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row | undefined> {
  const result = await sql.query<Row>(text, [...params]);
  return result.rows[0];
}

export async function queryAll<Row>(
  sql: Sql,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  const result = await sql.query<Row>(text, [...params]);
  return result.rows;
}

/** JSONB parameters are passed as text so strings, arrays and objects all round-trip alike. */
export const jsonb = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

export const isoDate = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
