/**
 * Joining as Commerce7's hosted club join does: cards on file, kept as the payment
 * gateway would (an opaque token, brand, last four digits and expiry: never the number nor the
 * security code), the customer's date of birth and saved address, and on each membership the
 * card it is charged to, its billing address (005) and when the member accepted the terms.
 */
export const sql = /* sql */ `
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
