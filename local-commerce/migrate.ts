/**
 * Versioned schema migrations and the runner. Each runs once, in version order, inside its own
 * transaction, and is recorded in `schema_migrations`; a migration is never edited after it ships,
 * a new one is appended below the last and listed in `MIGRATIONS`.
 */
import type { PGlite } from '@electric-sql/pglite';
import { queryAll } from './db';

// The migrations, oldest first; each as it shipped.

// 001: init

/**
 * Initial schema. Products are stored as their Commerce7 JSON document (validated against the
 * entity contract on the way in and out); everything that changes while the shop runs
 * (inventory, carts, customers, orders, memberships) has its own table.
 */
const initSql = /* sql */ `
CREATE TABLE service_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE collections (
  slug text PRIMARY KEY,
  title text NOT NULL,
  description text,
  position integer NOT NULL
);

CREATE TABLE products (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  position integer NOT NULL,
  admin_status text NOT NULL,
  doc jsonb NOT NULL
);

CREATE TABLE product_collections (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  collection_slug text NOT NULL REFERENCES collections (slug) ON DELETE CASCADE,
  PRIMARY KEY (product_id, collection_slug)
);

CREATE TABLE product_variants (
  sku text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE
);

CREATE TABLE inventory (
  sku text NOT NULL REFERENCES product_variants (sku) ON DELETE CASCADE,
  location_id text NOT NULL,
  available_for_sale_count integer NOT NULL,
  PRIMARY KEY (sku, location_id)
);

CREATE TABLE customers (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  email_id text NOT NULL,
  first_name text,
  last_name text,
  -- NULL for customers created by a club sign-up without a password: they log in after a reset.
  password_hash text,
  tags text[] NOT NULL DEFAULT '{}',
  current_web_cart_id text,
  order_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer_tokens (
  token_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE customer_link_tokens (
  token_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset-password', 'magic-link')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE carts (
  id text PRIMARY KEY,
  customer_id text REFERENCES customers (id),
  channel text NOT NULL,
  user_agent text,
  additional_info jsonb,
  meta_data jsonb,
  gift_message text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES product_variants (sku),
  quantity integer NOT NULL CHECK (quantity > 0),
  item_data jsonb,
  -- Keeps lines in the order they were first added.
  line_order bigserial,
  PRIMARY KEY (cart_id, sku)
);

CREATE TABLE clubs (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('club', 'subscription')),
  bottles integer NOT NULL,
  category text NOT NULL,
  frequency_months integer,
  position integer NOT NULL
);

CREATE TABLE club_memberships (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  club_id text NOT NULL REFERENCES clubs (id),
  status text NOT NULL CHECK (status IN ('Active', 'Cancelled')),
  signup_date timestamptz NOT NULL,
  cancel_date timestamptz,
  cancellation_reason text,
  ship_to jsonb
);
CREATE INDEX club_memberships_customer_idx ON club_memberships (customer_id);

CREATE SEQUENCE order_number_seq START WITH 1000;

CREATE TABLE orders (
  id text PRIMARY KEY,
  order_number integer NOT NULL UNIQUE,
  cart_id text,
  customer_id text REFERENCES customers (id),
  email text NOT NULL,
  order_type text NOT NULL DEFAULT 'Regular',
  submitted_at timestamptz NOT NULL,
  items jsonb NOT NULL,
  sub_total integer NOT NULL,
  ship_total integer NOT NULL,
  tax_total integer NOT NULL,
  total integer NOT NULL,
  ship_to jsonb,
  bill_to jsonb,
  gift_message text,
  payment_last4 text
);
CREATE INDEX orders_email_idx ON orders (lower(email));

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
`;

// 002: event-dates

/**
 * Event tickets carry their event day (`eventDate`), after which the service stops selling them
 * (availability.ts). New databases get it from the seed; this gives it to the seeded ticket of a
 * database created before the field existed.
 */
const eventDatesSql = `
UPDATE products
   SET doc = jsonb_set(doc, '{eventDate}', '"2026-10-10"')
 WHERE slug = 'harvest-table-dinner-2026'
   AND doc->>'type' = 'Event Ticket'
   AND NOT (doc ? 'eventDate');
`;

// 003: outbox

/**
 * The outbox: every e-mail the embedded service "sends" (password reset, magic sign-in link),
 * kept so the site's local mailbox page (/local/mailbox) can show them. Commerce7 sends real
 * e-mail; this table exists only so a new user can finish both flows on `npm start` alone.
 */
const outboxSql = /* sql */ `
CREATE TABLE outbox (
  id text PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC);
`;

// 004: harden

/**
 * Hardening:
 * - sign-in replies are no longer kept for Idempotency-Key replay; copies stored before this
 *   version still hold a raw customer token, so they go;
 * - anonymous carts untouched for 30 days are purged; the partial index keeps that sweep cheap.
 */
const hardenSql = `
DELETE FROM idempotency_keys WHERE body ? 'token';
CREATE INDEX carts_anonymous_updated_at ON carts (updated_at) WHERE customer_id IS NULL;
`;

// 005: clubs

/**
 * Club sign-up: the billing address of a membership, and at most one active membership of the
 * same club per customer (a double-submitted join cannot slip past the check in the route).
 */
const clubsSql = /* sql */ `
ALTER TABLE club_memberships ADD COLUMN bill_to jsonb;
CREATE UNIQUE INDEX club_memberships_one_active_idx
  ON club_memberships (customer_id, club_id) WHERE status = 'Active';
`;

// 006: marketing

/**
 * The embedded marketing service (forms issue): every newsletter, e-mail welcome, SMS welcome and
 * contact submission, kept as sent, and the phone numbers subscribed to SMS (one account each).
 */
const marketingSql = /* sql */ `
CREATE TABLE marketing_submissions (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('newsletter', 'welcome', 'sms', 'contact')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX marketing_submissions_newest ON marketing_submissions (created_at DESC);

CREATE TABLE marketing_sms_subscribers (
  phone_number text PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES marketing_submissions (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
`;

// 007: cards-and-join

/**
 * Joining as Commerce7's hosted club join does: cards on file, kept as the payment
 * gateway would (an opaque token, brand, last four digits and expiry: never the number nor the
 * security code), the customer's date of birth and saved address, and on each membership the
 * card it is charged to, its billing address (005) and when the member accepted the terms.
 */
const cardsAndJoinSql = /* sql */ `
CREATE TABLE credit_cards (
  id uuid PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  card_brand text NOT NULL,
  card_holder_name text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year integer NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2200),
  token text NOT NULL UNIQUE,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX credit_cards_customer_idx ON credit_cards (customer_id, created_at);

ALTER TABLE customers ADD COLUMN birth_date date;
ALTER TABLE customers ADD COLUMN saved_address jsonb;

ALTER TABLE club_memberships
  ADD COLUMN credit_card_id uuid REFERENCES credit_cards (id) ON DELETE SET NULL;
ALTER TABLE club_memberships ADD COLUMN terms_accepted_at timestamptz;
`;

// 008: self-service

/**
 * Member self-service: the customer's details and address book, and what a
 * member may change about a membership: the next shipment's date (skipped shipments move it), a
 * hold (status 'On Hold', as Commerce7 calls it), the ship-to address and the club itself (a
 * change of size or frequency moves the membership to the sibling club). Every change writes a
 * dated line to `customer_events`, which the account's order history shows.
 */
const selfServiceSql = /* sql */ `
ALTER TABLE customers ADD COLUMN phone text;

CREATE TABLE customer_addresses (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  address jsonb NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX customer_addresses_customer_idx ON customer_addresses (customer_id);
CREATE UNIQUE INDEX customer_addresses_one_default_idx
  ON customer_addresses (customer_id) WHERE is_default;

ALTER TABLE club_memberships DROP CONSTRAINT club_memberships_status_check;
ALTER TABLE club_memberships ADD CONSTRAINT club_memberships_status_check
  CHECK (status IN ('Active', 'On Hold', 'Cancelled'));
-- A membership on hold is still the member's: nobody joins the same club twice meanwhile.
DROP INDEX club_memberships_one_active_idx;
CREATE UNIQUE INDEX club_memberships_one_current_idx
  ON club_memberships (customer_id, club_id) WHERE status IN ('Active', 'On Hold');
-- NULL until the first read computes it from the signup date and the club's frequency.
ALTER TABLE club_memberships ADD COLUMN next_shipment_date date;
ALTER TABLE club_memberships ADD COLUMN on_hold_since timestamptz;

CREATE TABLE club_membership_skips (
  membership_id text NOT NULL REFERENCES club_memberships (id) ON DELETE CASCADE,
  shipment_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (membership_id, shipment_date)
);

CREATE TABLE customer_events (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  membership_id text REFERENCES club_memberships (id) ON DELETE CASCADE,
  kind text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX customer_events_customer_idx ON customer_events (customer_id, created_at DESC);
`;

// 009: mail

/**
 * E-mails as Commerce7 sends them: every outbox e-mail has an HTML version and a
 * kind (order confirmation, gift card, club welcome, ...); the relay to a configured mail service
 * (mail/relay.ts) records what became of each one. Gift cards bought at checkout get a code, kept
 * here with the amount, and are e-mailed to their recipient.
 */
const mailSql = /* sql */ `
ALTER TABLE outbox ADD COLUMN html text;
ALTER TABLE outbox ADD COLUMN kind text;
UPDATE outbox SET kind = CASE WHEN subject = 'Reset your password' THEN 'password-reset' ELSE 'magic-link' END;
ALTER TABLE outbox ALTER COLUMN kind SET NOT NULL;
-- NULL: not handed to a mail service (none was set, or not yet); 'sent' or 'failed' once tried.
ALTER TABLE outbox ADD COLUMN relay_state text CHECK (relay_state IN ('sent', 'failed'));

CREATE TABLE gift_cards (
  code text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  recipient_email text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  balance integer NOT NULL CHECK (balance >= 0),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX gift_cards_order_idx ON gift_cards (order_id);
`;

// 010: order-meta-data

/**
 * An order's custom fields, as Commerce7 keeps them (`metaData`, keyed by the field's code): the
 * notes a shopper leaves at checkout (lib/checkout/checkout.ts). One JSON object, so a
 * note added to the checkout needs no migration of its own.
 */
const orderMetaDataSql = /* sql */ `
ALTER TABLE orders ADD COLUMN meta_data jsonb NOT NULL DEFAULT '{}'::jsonb;
`;

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
