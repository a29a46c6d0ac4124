import { randomUUID } from 'node:crypto';
import { isoDate, jsonb, queryAll, queryOne, type Sql } from '../db';

export type SubmissionKind = 'newsletter' | 'welcome' | 'sms' | 'contact';

interface Submission {
  id: string;
  kind: SubmissionKind;
  payload: Record<string, unknown>;
  createdAt: string;
}

interface Row {
  id: string;
  kind: SubmissionKind;
  payload: Record<string, unknown>;
  created_at: Date | string;
}

const toSubmission = (row: Row): Submission => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
  createdAt: isoDate(row.created_at) ?? '',
});

export async function saveSubmission(
  sql: Sql,
  kind: SubmissionKind,
  payload: Record<string, unknown>,
): Promise<Submission> {
  const row = await queryOne<Row>(
    sql,
    `INSERT INTO marketing_submissions (id, kind, payload) VALUES ($1, $2, $3::jsonb)
     RETURNING id, kind, payload, created_at`,
    [randomUUID(), kind, jsonb(payload)],
  );
  if (!row) throw new Error('submission not stored');
  return toSubmission(row);
}

export async function listSubmissions(sql: Sql, limit: number): Promise<Submission[]> {
  const rows = await queryAll<Row>(
    sql,
    `SELECT id, kind, payload, created_at FROM marketing_submissions
     ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map(toSubmission);
}

export async function isPhoneSubscribed(sql: Sql, phoneNumber: string): Promise<boolean> {
  return (
    (await queryOne(sql, 'SELECT 1 FROM marketing_sms_subscribers WHERE phone_number = $1', [
      phoneNumber,
    ])) !== undefined
  );
}

export async function subscribePhone(sql: Sql, phoneNumber: string, submissionId: string) {
  await sql.query(
    'INSERT INTO marketing_sms_subscribers (phone_number, submission_id) VALUES ($1, $2)',
    [phoneNumber, submissionId],
  );
}
