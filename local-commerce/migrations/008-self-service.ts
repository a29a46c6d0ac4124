/**
 * Member self-service: the customer's details and address book, and what a
 * member may change about a membership: the next shipment's date (skipped shipments move it), a
 * hold (status 'On Hold', as Commerce7 calls it), the ship-to address and the club itself (a
 * change of size or frequency moves the membership to the sibling club). Every change writes a
 * dated line to `customer_events`, which the account's order history shows.
 */
export const sql = /* sql */ `
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
