/**
 * The embedded marketing service (forms issue): every newsletter, e-mail welcome, SMS welcome and
 * contact submission, kept as sent, and the phone numbers subscribed to SMS (one account each).
 */
export const sql = /* sql */ `
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
