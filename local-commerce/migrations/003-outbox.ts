/**
 * The outbox: every e-mail the embedded service "sends" (password reset, magic sign-in link),
 * kept so the site's local mailbox page (/local/mailbox) can show them. Commerce7 sends real
 * e-mail; this table exists only so a new user can finish both flows on `npm start` alone.
 */
export const sql = /* sql */ `
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
