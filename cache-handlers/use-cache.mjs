/**
 * Handler of the 'use cache' family (next.config `cacheHandlers.default` and `.remote`).
 *
 * With a shared store configured, entries live there (every instance reads what any instance
 * rendered) and tag invalidations are shared (see shared-tags.mjs). Without one, this is Next's own
 * in-memory handler unchanged.
 */
import * as defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js';
import { commonJsExport } from './interop.mjs';
import { sharedKv, ttlFromExpire } from './shared-kv.mjs';
import { areTagsExpired, areTagsStale, publishTags, pullTags } from './shared-tags.mjs';
import { logWarning } from './log-line.mjs';
import { traceCacheRead } from './trace.mjs';

const MEMORY_BYTES = 50 * 1024 * 1024;
const createDefaultCacheHandler = commonJsExport(defaultHandlerModule, 'createDefaultCacheHandler');
const memory = createDefaultCacheHandler(MEMORY_BYTES);

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

const MISS = { value: undefined, result: 'miss' };

/** The shared entry (or undefined) and how the read went, for the span. */
async function getShared(cacheKey) {
  const { text, failed } = await sharedKv.readText(`use-cache:${cacheKey}`);
  if (failed) return { value: undefined, result: 'error' };
  if (!text) return MISS;
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return MISS;
  }
  // Next itself drops entries past `expire`; a tag revalidated after the entry was made is ours.
  if (areTagsExpired(stored.tags, stored.timestamp)) return MISS;
  const stale = areTagsStale(stored.tags, stored.timestamp);
  return {
    result: stale ? 'stale' : 'hit',
    value: {
      tags: stored.tags,
      stale: stored.stale,
      timestamp: stored.timestamp,
      expire: stored.expire,
      revalidate: stale ? -1 : stored.revalidate,
      value: streamOf(new Uint8Array(Buffer.from(stored.value, 'base64'))),
    },
  };
}

async function getMemory(cacheKey, softTags) {
  const entry = await memory.get(cacheKey, softTags);
  return { value: entry, result: entry ? 'hit' : 'miss' };
}

async function setShared(cacheKey, pendingEntry) {
  try {
    const entry = await pendingEntry;
    // Read the single-use stream once, keep bytes only (never the request-bound stream).
    const bytes = Buffer.from(await new Response(entry.value).arrayBuffer());
    if (entry.expire === 0) return; // a dynamic entry, never stored (as Next's own handler does)
    const { value: _value, ...metadata } = entry;
    await sharedKv.setText(
      `use-cache:${cacheKey}`,
      JSON.stringify({ ...metadata, value: bytes.toString('base64') }),
      ttlFromExpire(entry.expire),
    );
  } catch (error) {
    // An entry that failed to render is not stored; the page has already been answered.
    logWarning('next-cache', 'could not store a use-cache entry', error);
  }
}

const useCacheHandler = {
  get: (cacheKey, softTags) =>
    sharedKv.configured
      ? traceCacheRead(sharedKv.backend, 'use-cache', () => getShared(cacheKey))
      : traceCacheRead('memory', 'use-cache', () => getMemory(cacheKey, softTags)),
  set: (cacheKey, pendingEntry) =>
    sharedKv.configured ? setShared(cacheKey, pendingEntry) : memory.set(cacheKey, pendingEntry),
  refreshTags: () => pullTags(),
  // Next's handler answers from the in-process tags manifest, which pullTags keeps shared.
  getExpiration: (tags) => memory.getExpiration(tags),
  async updateTags(tags, durations) {
    await memory.updateTags(tags, durations);
    await publishTags(tags);
  },
};

export default useCacheHandler;
