import 'server-only';
import { revalidateTag } from 'next/cache';
import { invalidate } from '@/edge-cache/cached';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { probeCommerce, probeContent } from '@/server/health/dependency-probes';
import { probe } from '@/server/health/health';
import type { RevalidationMessage } from './messages';

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
 * last good copy and render again in the background until the source is back. The shared KV
 * marks its entries stale either way (edge-cache `invalidate()`).
 */
export async function expiryFor(
  message: RevalidationMessage,
): Promise<typeof EXPIRE_NOW | typeof MARK_STALE> {
  const { status } = await probe(() => {
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
