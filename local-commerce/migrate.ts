/**
 * Versioned schema migrations. Each runs once, in version order, inside its own transaction,
 * and is recorded in `schema_migrations`; a migration is never edited after it ships, a new
 * one is appended instead.
 */
import type { PGlite } from '@electric-sql/pglite';
import { queryAll } from './db';
import { sql as initSql } from './migrations/001-init';
import { sql as eventDatesSql } from './migrations/002-event-dates';
import { sql as outboxSql } from './migrations/003-outbox';
import { sql as hardenSql } from './migrations/004-harden';
import { sql as clubsSql } from './migrations/005-clubs';
import { sql as marketingSql } from './migrations/006-marketing';
import { sql as cardsAndJoinSql } from './migrations/007-cards-and-join';
import { sql as selfServiceSql } from './migrations/008-self-service';
import { sql as mailSql } from './migrations/009-mail';
import { sql as orderMetaDataSql } from './migrations/010-order-meta-data';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'init', sql: initSql },
  { version: 2, name: 'event-dates', sql: eventDatesSql },
  { version: 3, name: 'outbox', sql: outboxSql },
  { version: 4, name: 'harden', sql: hardenSql },
  { version: 5, name: 'clubs', sql: clubsSql },
  { version: 6, name: 'marketing', sql: marketingSql },
  { version: 7, name: 'cards-and-join', sql: cardsAndJoinSql },
  { version: 8, name: 'self-service', sql: selfServiceSql },
  { version: 9, name: 'mail', sql: mailSql },
  { version: 10, name: 'order-meta-data', sql: orderMetaDataSql },
];

/** Applies pending migrations and returns the versions applied by this call. */
export async function migrate(
  db: PGlite,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const pending = [...migrations]
    .sort((a, b) => a.version - b.version)
    .filter((migration) => !applied.has(migration.version));

  const newlyApplied: number[] = [];
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

export async function appliedMigrations(db: PGlite): Promise<number[]> {
  const rows = await db.transaction((tx) =>
    queryAll<{ version: number }>(tx, 'SELECT version FROM schema_migrations ORDER BY version'),
  );
  return rows.map((row) => row.version);
}
