/**
 * What the revalidation webhook (app/api/revalidate) accepts and which cache tags each message
 * drops. Pure. Two senders:
 * - Builder's publish webhook: `{ model, url? }` drops the model's entries (and the URL's).
 * - Commerce7's webhooks for products and collections: `{ object, action, payload }` (the topic is
 *   object + action, e.g. Product Update; `payload` is the changed record). A product drops every
 *   product read (catalogue, collection grids and the product's own page show its price) and the
 *   product's own tag; a collection drops the collection reads and its own tag.
 */
import * as v from 'valibot';
import { CONTENT_MODELS } from '@/server/content/schema';
import {
  COLLECTIONS_TAG,
  PRODUCTS_TAG,
  collectionTag,
  contentModelTag,
  contentUrlTag,
  productTag,
} from './tags';

const ContentMessageSchema = v.object({
  model: v.picklist(CONTENT_MODELS, 'Unknown content model'),
  url: v.optional(v.pipe(v.string(), v.startsWith('/', 'url must start with /'))),
});

/** The Commerce7 objects whose changes reach cached pages. */
export const COMMERCE_WEBHOOK_OBJECTS = ['Product', 'Collection'] as const;

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
  | ({ kind: 'content' } & v.InferOutput<typeof ContentMessageSchema>)
  | ({ kind: 'commerce' } & v.InferOutput<typeof CommerceMessageSchema>);

/** The message in a webhook body, or the problems to answer with (400). */
export function parseRevalidation(
  body: unknown,
): { ok: true; message: RevalidationMessage } | { ok: false; error: string } {
  const fromCommerce = typeof body === 'object' && body !== null && 'object' in body;
  const parsed = fromCommerce
    ? v.safeParse(CommerceMessageSchema, body)
    : v.safeParse(ContentMessageSchema, body);
  if (!parsed.success) {
    return { ok: false, error: parsed.issues.map((issue) => issue.message).join('; ') };
  }
  return fromCommerce
    ? {
        ok: true,
        message: {
          kind: 'commerce',
          ...(parsed.output as v.InferOutput<typeof CommerceMessageSchema>),
        },
      }
    : {
        ok: true,
        message: {
          kind: 'content',
          ...(parsed.output as v.InferOutput<typeof ContentMessageSchema>),
        },
      };
}

/** The tags one message drops, from the one vocabulary of server/cache/tags.ts. */
export function tagsToRevalidate(message: RevalidationMessage): string[] {
  if (message.kind === 'content') {
    return [
      contentModelTag(message.model),
      ...(message.url ? [contentUrlTag(message.model, message.url)] : []),
    ];
  }
  const slug = message.payload.slug;
  switch (message.object) {
    case 'Product':
      return [PRODUCTS_TAG, ...(slug ? [productTag(slug)] : [])];
    case 'Collection':
      return [COLLECTIONS_TAG, ...(slug ? [collectionTag(slug)] : [])];
  }
}
