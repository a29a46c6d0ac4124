import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR, openDatabase } from '../db';
import { migrate } from '../migrate';
import { ANONYMOUS_CART_MAX_AGE_DAYS, purgeAbandonedCarts } from './carts';

/** Anonymous carts are purged once abandoned. */
describe('purgeAbandonedCarts', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openDatabase(MEMORY_DATA_DIR);
    await migrate(db);
    await db.exec(`
      INSERT INTO customers (id, email, email_id, first_name, last_name)
        VALUES ('c1', 'c1@x.test', 'e1', 'C', 'One');
      INSERT INTO carts (id, customer_id, channel, status, updated_at) VALUES
        ('old-anonymous', NULL, 'Web', 'open', now() - interval '31 days'),
        ('recent-anonymous', NULL, 'Web', 'open', now() - interval '29 days'),
        ('old-customer', 'c1', 'Web', 'open', now() - interval '90 days'),
        ('old-ordered', NULL, 'Web', 'ordered', now() - interval '90 days');
    `);
  });
  afterAll(async () => db.close());

  it(`deletes open anonymous carts idle over ${ANONYMOUS_CART_MAX_AGE_DAYS} days, nothing else`, async () => {
    expect(await db.transaction((sql) => purgeAbandonedCarts(sql))).toBe(1);
    const left = await db.query<{ id: string }>('SELECT id FROM carts ORDER BY id');
    expect(left.rows.map((row) => row.id)).toEqual([
      'old-customer',
      'old-ordered',
      'recent-anonymous',
    ]);
  });
});
