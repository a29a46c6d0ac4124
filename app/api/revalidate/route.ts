import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { timingSafeEqual } from 'node:crypto';
import { invalidate } from '@/edge-cache/cached';
import { getSettings } from '@/server/config';
import { parseRevalidation, tagsToRevalidate } from '@/server/cache/revalidation';

function sameSecret(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/revalidate with header x-revalidate-secret and a JSON body: Builder's `{model, url?}`
 * or a Commerce7 product/collection webhook `{object, action, payload}` (server/cache/
 * revalidation.ts). Drops the matching tags from Next's cache and the shared KV store; answers
 * with the tags dropped.
 */
export async function POST(request: NextRequest) {
  // Header only: a secret in the query string ends up in access logs and proxies' histories.
  const secret = request.headers.get('x-revalidate-secret');
  if (!sameSecret(secret, getSettings().content.revalidateSecret)) {
    return Response.json({ error: 'Invalid revalidation secret' }, { status: 401 });
  }
  const parsed = parseRevalidation(await request.json().catch(() => undefined));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const tags = tagsToRevalidate(parsed.message);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await invalidate({ tags });
  return Response.json({ revalidated: tags });
}
