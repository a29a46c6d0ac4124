import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import * as v from 'valibot';
import { invalidate } from '@/edge-cache/cached';
import { getSettings } from '@/server/config';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { contentClockSwitchOn, setContentNow } from '@/server/content/targeting';
import { CONTENT_MODELS } from '@/server/content/schema';
import { contentModelTag } from '@/server/cache/shared-read';

/**
 * TEST ONLY (LOCAL_CONTENT_CLOCK=1 in local/development; a 404 everywhere else): moves the clock
 * that decides scheduled entries, so a browser test can watch a scheduled entry go live.
 *
 *   POST   /api/local/clock  {"now": "2030-04-02T00:00:00Z"}  move the content clock there
 *   DELETE /api/local/clock                                  back to real time
 *
 * Moving the clock also drops the cached content, as the cache life running out would once the
 * real date passes (in production a scheduled entry shows within one cache life of its date).
 */
const BodySchema = v.object({
  now: v.pipe(
    v.string(),
    v.isoTimestamp('now must be an ISO timestamp'),
    v.transform((text) => Date.parse(text)),
  ),
});

function switchedOn(): boolean {
  return contentClockSwitchOn(getSettings().appEnv, getSettings().content.clockSwitch);
}

async function dropContentCaches() {
  const tags = CONTENT_MODELS.map(contentModelTag);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await invalidate({ tags, store: sharedKvStore() });
}

const notFound = () => Response.json({ error: 'Not found' }, { status: 404 });

export async function POST(request: NextRequest) {
  if (!switchedOn()) return notFound();
  const body = v.safeParse(BodySchema, await request.json().catch(() => undefined));
  if (!body.success)
    return Response.json({ error: body.issues.map((i) => i.message).join('; ') }, { status: 400 });
  setContentNow(body.output.now);
  await dropContentCaches();
  return Response.json({ now: new Date(body.output.now).toISOString() });
}

export async function DELETE() {
  if (!switchedOn()) return notFound();
  setContentNow(undefined);
  await dropContentCaches();
  return Response.json({ now: new Date().toISOString() });
}
