import type { NextRequest } from 'next/server';
import { getSettings } from '@/server/config';
import {
  MARK_STALE,
  expireTags,
  expiryFor,
  parseRevalidation,
  tagsToRevalidate,
} from '@/server/revalidation/messages';
import { presentsSecret } from '@/server/security/shared-secret';

/**
 * POST /api/revalidate, with REVALIDATE_SECRET in the `x-revalidate-secret` header or as the
 * password of Basic auth (server/security/shared-secret.ts), and a JSON body as the services
 * send it: Builder's `{ newValue, previousValue, modelName, operation }` or a Commerce7
 * product/collection webhook `{ object, action, payload }` (server/revalidation/messages.ts).
 * Drops the matching tags from Next's cache (expired, or stale while the source is failing:
 * server/revalidation/messages.ts) and marks them stale in the shared KV store; answers with the tags
 * dropped and whether they expired at once.
 */
export async function POST(request: NextRequest) {
  if (!presentsSecret(request.headers, getSettings().content.revalidateSecret)) {
    return Response.json(
      { error: 'Invalid revalidation secret' },
      { status: 401, headers: { 'WWW-Authenticate': 'Basic realm="revalidate"' } },
    );
  }
  const parsed = parseRevalidation(await request.json().catch(() => undefined));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const tags = tagsToRevalidate(parsed.message);
  const expiry = await expiryFor(parsed.message);
  await expireTags(tags, expiry);
  // `expired: false` tells whoever reads the sender's webhook log that the source did not answer
  // and the pages were only marked stale: the change shows once it answers again.
  return Response.json({ revalidated: tags, expired: expiry !== MARK_STALE });
}
