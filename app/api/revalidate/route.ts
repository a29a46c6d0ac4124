import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { invalidate } from '@/edge-cache/cached';
import { getSettings } from '@/server/config';
import { contentModelTag, contentUrlTag } from '@/server/cache/tags';
import { CONTENT_MODELS } from '@/server/content/schema';

/** The publish webhook's body (Builder sends the model name and the entry with its url). */
const BodySchema = v.object({
  model: v.picklist(CONTENT_MODELS, 'Unknown content model'),
  url: v.optional(v.pipe(v.string(), v.startsWith('/', 'url must start with /'))),
});

function sameSecret(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/revalidate with header x-revalidate-secret and JSON {model, url?}: drops the cached
 * entries of the model (and of the URL) from Next's cache and the shared KV store.
 */
export async function POST(request: NextRequest) {
  // Header only: a secret in the query string ends up in access logs and proxies' histories.
  const secret = request.headers.get('x-revalidate-secret');
  if (!sameSecret(secret, getSettings().content.revalidateSecret)) {
    return Response.json({ error: 'Invalid revalidation secret' }, { status: 401 });
  }
  const body = v.safeParse(BodySchema, await request.json().catch(() => undefined));
  if (!body.success)
    return Response.json(
      { error: body.issues.map((issue) => issue.message).join('; ') },
      { status: 400 },
    );
  const { model, url } = body.output;
  const tags = [contentModelTag(model), ...(url ? [contentUrlTag(model, url)] : [])];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await invalidate({ tags });
  return Response.json({ revalidated: tags });
}
