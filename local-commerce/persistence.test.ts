import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../lib/commerce/entities';
import { openDatabase } from './db';
import { appliedMigrations, migrate, MIGRATIONS } from './migrate';
import { seedDatabase } from './seed';
import { SEED_PRODUCTS } from './seed/catalog';
import { startTestService } from '@/tests/support/local-commerce-service';

describe('persistence', () => {
  it('keeps data across a restart on the same folder, migrating and seeding only once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-commerce-'));
    try {
      const first = await startTestService({ dataDir });
      expect(first.service.migrationsApplied).toEqual(
        MIGRATIONS.map((migration) => migration.version),
      );
      expect(first.service.seeded).toBe(true);
      const cartId = await first.api.newCart();
      await first.api.post(
        `cart/${cartId}/item`,
        { sku: 'ISO-2021-750', quantity: 2 },
        { idempotencyKey: 'persisted-key' },
      );
      await first.service.close();

      const second = await startTestService({ dataDir });
      try {
        expect(second.service.migrationsApplied).toEqual([]);
        expect(second.service.seeded).toBe(false);
        const cart = await second.api.get<Cart>(`cart/${cartId}`);
        expect(cart.status).toBe(200);
        expect(cart.body.items).toMatchObject([{ sku: 'ISO-2021-750', quantity: 2 }]);
        // The idempotency record survived too: the retry after a restart is still a replay.
        const retry = await second.api.post<Cart>(
          `cart/${cartId}/item`,
          { sku: 'ISO-2021-750', quantity: 2 },
          { idempotencyKey: 'persisted-key' },
        );
        expect(retry.body.items[0]?.quantity).toBe(2);
        const products = await second.api.get<{ total: number }>('product/for-web');
        expect(products.body.total).toBe(
          SEED_PRODUCTS.filter((seed) => seed.fields.adminStatus !== 'Hidden').length,
        );
      } finally {
        await second.service.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000); // two cold starts of an on-disk PGlite: slow on a busy machine
});

describe('migrations and seed', () => {
  it('applies pending migrations in version order, once, and re-seeding never duplicates', async () => {
    const db = await openDatabase('memory://');
    try {
      // Two made-up migrations after the real ones, listed out of order.
      const real = MIGRATIONS.map((migration) => migration.version).sort((a, b) => a - b);
      const last = Math.max(...real);
      const later = { version: last + 2, name: 'later', sql: 'CREATE TABLE later_table (id int)' };
      const middle = {
        version: last + 1,
        name: 'middle',
        sql: 'CREATE TABLE middle_table (id int)',
      };
      const all = [...real, last + 1, last + 2];
      expect(await migrate(db, [...MIGRATIONS, later, middle])).toEqual(all);
      expect(await migrate(db, [...MIGRATIONS, later, middle])).toEqual([]);
      expect(await appliedMigrations(db)).toEqual(all);

      expect(await seedDatabase(db)).toBe(true);
      expect(await seedDatabase(db)).toBe(false);
      const counts = await db.query<{ products: number; customers: number; orders: number }>(
        `SELECT (SELECT count(*)::int FROM products) AS products,
                (SELECT count(*)::int FROM customers) AS customers,
                (SELECT count(*)::int FROM orders) AS orders`,
      );
      expect(counts.rows[0]).toEqual({ products: SEED_PRODUCTS.length, customers: 4, orders: 1 });
    } finally {
      await db.close();
    }
  }, 30_000); // an in-memory database migrated and seeded twice: slow while a build runs beside it
});
