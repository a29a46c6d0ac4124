/**
 * What the revalidation webhook (app/api/revalidate) accepts, which cache tags each message
 * drops, and how they are dropped (`expiryFor`, `expireTags`, which a stock refusal uses too). Two
 * senders, each with the body its own documentation shows:
 * - Builder's model (or space-wide) webhook: `{ newValue, previousValue, modelName, operation }`,
 *   sent on publish, unpublish, archive, delete and scheduled start/end. `newValue` is null on a
 *   delete and `previousValue` on a first publish; both are null when the webhook's "Disable
 *   Payload" option is on. It drops the model's entries and the URL pages of both values: an
 *   entry whose URL changed must leave its old address as well as reach its new one.
 * - Commerce7's webhooks for products and collections: `{ object, action, payload, tenantId,
 *   user }` (the topic is object + action, e.g. Product Update; `payload` is the changed record).
 *   A product drops every product read (catalogue, collection grids and the product's own page
 *   show its price) and the product's own tag; a collection drops the collection reads and its
 *   own tag.
 */
import { revalidateTag } from 'next/cache';
import * as v from 'valibot';
import { invalidate } from '@/edge-cache/cached';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { CONTENT_MODELS } from '@/server/content/schema';
import {
  COLLECTIONS_TAG,
  PRODUCTS_TAG,
  collectionTag,
  contentModelTag,
  contentUrlTag,
  productTag,
} from '@/server/cache/shared-read';
import 'server-only';
import { probeCommerce, probeContent } from '@/server/health/dependency-probes';
import { answerWithin } from '@/server/health/health';

/** An entry as Builder sends it in a webhook; only what says where it is shown is read. */
const BuilderValueSchema = v.nullish(
  v.looseObject({
    data: v.nullish(v.looseObject({ url: v.nullish(v.union([v.string(), v.array(v.string())])) })),
    query: v.nullish(
      v.array(
        v.looseObject({
          property: v.optional(v.string()),
          operator: v.optional(v.string()),
          value: v.optional(v.unknown()),
        }),
      ),
    ),
  }),
);

const BuilderMessageSchema = v.object({
  modelName: v.picklist(CONTENT_MODELS, 'Unknown content model'),
  // Not a picklist: Builder adds operations (scheduledStart/End came later), and any change to
  // an entry is a reason to drop its cache.
  operation: v.optional(v.string('operation must be text')),
  newValue: BuilderValueSchema,
  previousValue: BuilderValueSchema,
});

/** The Commerce7 objects whose changes reach cached pages. */
const COMMERCE_WEBHOOK_OBJECTS = ['Product', 'Collection'] as const;

const CommerceMessageSchema = v.object({
  object: v.picklist(
    COMMERCE_WEBHOOK_OBJECTS,
    `Unknown commerce object (accepted: ${COMMERCE_WEBHOOK_OBJECTS.join(', ')})`,
  ),
  action: v.optional(v.picklist(['Create', 'Update', 'Delete'], 'Unknown commerce action')),
  payload: v.looseObject({
    slug: v.optional(
      v.pipe(
        v.string('slug must be text'),
        v.trim(),
        v.nonEmpty('slug must not be empty'),
        v.maxLength(200),
      ),
    ),
  }),
});

export type RevalidationMessage =
  | { kind: 'content'; model: (typeof CONTENT_MODELS)[number]; urls: string[] }
  | ({ kind: 'commerce' } & v.InferOutput<typeof CommerceMessageSchema>);

type BuilderValue = v.InferOutput<typeof BuilderValueSchema>;

/** More URLs than this in one entry is not a page's targeting; the model tag covers the rest. */
const MAX_URLS = 20;

/** The site paths an entry is shown at: its `data.url` and its `urlPath is` targets. */
function urlsOf(value: BuilderValue): string[] {
  if (!value) return [];
  const fromData = value.data?.url ?? [];
  const fromTargets = (value.query ?? [])
    .filter((target) => target.property === 'urlPath' && target.operator === 'is')
    .flatMap((target) => (Array.isArray(target.value) ? target.value : [target.value]));
  return [...(Array.isArray(fromData) ? fromData : [fromData]), ...fromTargets].filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/'),
  );
}

const problems = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => issue.message).join('; ');

/** The message in a webhook body, or the problems to answer with (400). */
export function parseRevalidation(
  body: unknown,
): { ok: true; message: RevalidationMessage } | { ok: false; error: string } {
  if (typeof body === 'object' && body !== null && 'object' in body) {
    const parsed = v.safeParse(CommerceMessageSchema, body);
    return parsed.success
      ? { ok: true, message: { kind: 'commerce', ...parsed.output } }
      : { ok: false, error: problems(parsed.issues) };
  }
  const parsed = v.safeParse(BuilderMessageSchema, body);
  if (!parsed.success) return { ok: false, error: problems(parsed.issues) };
  const { modelName, newValue, previousValue } = parsed.output;
  const urls = [...new Set([...urlsOf(newValue), ...urlsOf(previousValue)])].slice(0, MAX_URLS);
  return { ok: true, message: { kind: 'content', model: modelName, urls } };
}

/** The tags one message drops, from the one vocabulary of server/cache/shared-read.ts. */
export function tagsToRevalidate(message: RevalidationMessage): string[] {
  if (message.kind === 'content') {
    const urlTags = message.urls.map((url) => contentUrlTag(message.model, url));
    return [contentModelTag(message.model), ...new Set(urlTags)];
  }
  const slug = message.payload.slug;
  switch (message.object) {
    case 'Product':
      return [PRODUCTS_TAG, ...(slug ? [productTag(slug)] : [])];
    case 'Collection':
      return [COLLECTIONS_TAG, ...(slug ? [collectionTag(slug)] : [])];
  }
}

/** Next's cache entries under a tag end at once: the next request renders them again. */
export const EXPIRE_NOW = { expire: 0 } as const;
/** Next's cache entries under a tag turn stale: served once more while they render again. */
export const MARK_STALE = 'max';

/**
 * How the webhook drops a message's tags from Next's cache. Expired entries are rendered again
 * before anything is answered, so a change shows on the very next request; but an expired page
 * cannot fall back to its old copy when that render fails, and Next answers such a page 500. So
 * the tags expire only when the source behind the message answers now (Commerce7's product
 * route for that product, or the content source), and otherwise turn stale: pages keep their
 * last good copy and render again in the background until the source is back. A slow answer is
 * an answer: the render will get one too, so slowness alone never keeps the old page. The shared
 * KV marks its entries stale either way (edge-cache `invalidate()`).
 */
export async function expiryFor(
  message: RevalidationMessage,
): Promise<typeof EXPIRE_NOW | typeof MARK_STALE> {
  const status = await answerWithin(() => {
    if (message.kind === 'content') return probeContent();
    // The changed product's own page call; for a collection, the health check's product call.
    return probeCommerce(message.object === 'Product' ? message.payload.slug : undefined);
  });
  return status === 'ok' ? EXPIRE_NOW : MARK_STALE;
}

/**
 * Drops tags from both caches a shared read passes through: Next's (expired or stale, as `expiry`
 * says) and the shared KV store, whose copy would otherwise fill Next's again with the old value.
 */
export async function expireTags(
  tags: readonly string[],
  expiry: typeof EXPIRE_NOW | typeof MARK_STALE,
): Promise<void> {
  for (const tag of tags) revalidateTag(tag, expiry);
  await invalidate({ tags, store: sharedKvStore() });
}
