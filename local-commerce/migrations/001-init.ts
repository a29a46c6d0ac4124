/**
 * Initial schema. Products are stored as their Commerce7 JSON document (validated against the
 * entity contract on the way in and out); everything that changes while the shop runs
 * (inventory, carts, customers, orders, memberships) has its own table.
 */
export const sql = /* sql */ `
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
