/**
 * `Idempotency-Key` replay. The client sends one key per logical call and repeats it on every
 * retry; when a reply was lost in transit, the retry gets the stored reply instead of adding the
 * item a second time. Only successful replies are stored: a refused request changed nothing, so
 * running it again is harmless and lets a corrected retry (e.g. cart creation without metaData)
 * succeed. Lookup, work and storing happen in the request's one transaction.
 */
import { IDEMPOTENCY_KEY_TTL_HOURS } from './config';
import { queryOne, jsonb, type Sql } from './db';
import { HttpError, type Reply } from './http';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

interface StoredReply {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export async function findStoredReply(
  sql: Sql,
  key: string,
  request: { method: string; path: string },
): Promise<Reply | null> {
  const stored = await queryOne<StoredReply>(
    sql,
    `SELECT method, path, status, body FROM idempotency_keys
      WHERE key = $1 AND created_at > now() - make_interval(hours => $2)`,
    [key, IDEMPOTENCY_KEY_TTL_HOURS],
  );
  if (!stored) return null;
  // The same key on a different call is a client bug; replaying the other call's reply would hide it.
  if (stored.method !== request.method || stored.path !== request.path) {
    throw new HttpError(
      422,
      'idempotency',
      'Idempotency-Key was already used for a different request',
    );
  }
  return stored.body === null
    ? { status: stored.status }
    : { status: stored.status, body: stored.body };
}

export async function storeReply(
  sql: Sql,
  key: string,
  request: { method: string; path: string },
  reply: Reply,
) {
  await sql.query(
    `INSERT INTO idempotency_keys (key, method, path, status, body) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (key) DO UPDATE SET method = EXCLUDED.method, path = EXCLUDED.path,
       status = EXCLUDED.status, body = EXCLUDED.body, created_at = now()`,
    [key, request.method, request.path, reply.status, jsonb(reply.body)],
  );
}

export async function purgeExpiredKeys(sql: Sql) {
  await sql.query(
    'DELETE FROM idempotency_keys WHERE created_at <= now() - make_interval(hours => $1)',
    [IDEMPOTENCY_KEY_TTL_HOURS],
  );
}
