import { randomUUID } from 'node:crypto';
import { queryAll, type Sql } from '../db';

/** One e-mail the service "sent": what a mailbox shows. */
interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** The one link the e-mail asks the reader to follow (reset or sign-in), when it has one. */
  link: string | null;
  createdAt: string;
}

interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date | string;
}

/** Keeps the e-mail; Commerce7 would send it. */
export async function sendEmail(
  sql: Sql,
  email: { to: string; subject: string; body: string; link?: string },
): Promise<void> {
  await sql.query(
    'INSERT INTO outbox (id, to_email, subject, body, link) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), email.to, email.subject, email.body, email.link ?? null],
  );
}

/** Newest first; at most `limit`. */
export async function listOutbox(sql: Sql, limit: number): Promise<OutboxEmail[]> {
  const rows = await queryAll<OutboxRow>(
    sql,
    `SELECT id, to_email, subject, body, link, created_at FROM outbox
      ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    link: row.link,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
