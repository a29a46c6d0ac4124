/**
 * E-mails as Commerce7 sends them: every outbox e-mail has an HTML version and a
 * kind (order confirmation, gift card, club welcome, ...); the relay to a configured mail service
 * (mail/relay.ts) records what became of each one. Gift cards bought at checkout get a code, kept
 * here with the amount, and are e-mailed to their recipient.
 */
export const sql = /* sql */ `
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
