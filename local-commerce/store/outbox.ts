import { randomUUID } from 'node:crypto';
import { queryAll, type Sql } from '../db';
import type { MailboxEmail } from '../../lib/site/local-mailbox-html';
import type { Email, MailKind } from '../mail/templates';

/** One e-mail the service sent: what the local mailbox shows, and its kind. */
interface OutboxEmail extends MailboxEmail {
  kind: MailKind;
}

interface OutboxRow {
  id: string;
  kind: MailKind;
  to_email: string;
  subject: string;
  body: string;
  html: string | null;
  link: string | null;
  created_at: Date | string;
}

/**
 * Keeps the e-mail in the request's transaction: it exists exactly when the change it reports
 * does. A configured mail service gets it after the commit (mail/relay.ts).
 */
export async function sendEmail(sql: Sql, email: Email): Promise<void> {
  await sql.query(
    `INSERT INTO outbox (id, kind, to_email, subject, body, html, link)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), email.kind, email.to, email.subject, email.text, email.html, email.link ?? null],
  );
}

const toOutboxEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  kind: row.kind,
  to: row.to_email,
  subject: row.subject,
  body: row.body,
  html: row.html,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Newest first; at most `limit`. */
export async function listOutbox(sql: Sql, limit: number): Promise<OutboxEmail[]> {
  const rows = await queryAll<OutboxRow>(
    sql,
    `SELECT id, kind, to_email, subject, body, html, link, created_at FROM outbox
      ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map(toOutboxEmail);
}

/** E-mails written since `since` that no mail service has been handed yet, oldest first. */
export async function unrelayedSince(sql: Sql, since: Date, limit: number): Promise<OutboxEmail[]> {
  const rows = await queryAll<OutboxRow>(
    sql,
    `SELECT id, kind, to_email, subject, body, html, link, created_at FROM outbox
      WHERE relay_state IS NULL AND created_at >= $1
      ORDER BY created_at, id LIMIT $2`,
    [since, limit],
  );
  return rows.map(toOutboxEmail);
}

export async function markRelayed(sql: Sql, id: string, state: 'sent' | 'failed') {
  await sql.query('UPDATE outbox SET relay_state = $2 WHERE id = $1', [id, state]);
}
