/**
 * Handler of prerendered pages, route responses and optimized images (next.config
 * `cacheHandler`). Next's file-system cache stays underneath: it holds the build's prerendered
 * pages and this instance's copies. With a shared store configured, every entry written is also
 * kept there and read from there first (another instance may have rendered it), and tag
 * invalidations are shared (see shared-tags.mjs), so a page revalidated on one instance is fresh
 * on all. Without a store, this is Next's own cache unchanged.
 *
 * One exception in both cases: the 404 page of a URL that has no entry is not kept. Otherwise every
 * unknown /product/{slug} (or collection, content URL) a visitor or a crawler tries would stay on
 * disk and in the store, pushing real pages out, and a product created after its first 404 would
 * wait for the page to revalidate. The 404 is rendered again on the next request, from the
 * seconds-long absence entry (server/cache/shared-read.ts). A page that existed and now answers 404
 * is still written, so the stale page is replaced, not served.
 */
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { oneByteHtml } from './one-byte-html.mjs';
import { sharedKv, ttlFromExpire } from './shared-kv.mjs';
import { areTagsExpired, publishTags, pullTags } from './shared-tags.mjs';
import { traceCacheRead } from './trace.mjs';

import { commonJsExport } from './interop.mjs';

const FileSystemCache = commonJsExport(fileSystemCacheModule, 'default');
const TAGS_HEADER = 'x-next-cache-tags';
/** Kept a day past its revalidate time when Next gives no expiry: a stale page beats a render. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/** JSON with Buffers/Uint8Arrays and Maps (page RSC payloads and segment data) kept intact. */
function encode(value) {
  return JSON.stringify(value, function replacer(key, current) {
    const original = this[key];
    if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return current;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, current) => {
    if (current && typeof current === 'object') {
      if (typeof current.$bytes === 'string') return Buffer.from(current.$bytes, 'base64');
      if (Array.isArray(current.$map)) return new Map(current.$map);
    }
    return current;
  });
}

const isNotFoundPage = (data) => data?.kind === 'APP_PAGE' && data.status === 404;

/** Page values whose HTML is already ASCII (the file-system cache hands out the same object). */
const sendableValues = new WeakSet();

/**
 * A page entry as it is sent: its HTML as a one-byte ASCII string (one-byte-html.mjs says why),
 * made once per cached entry.
 */
function sendable(entry) {
  const value = entry?.value;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !sendableValues.has(value)) {
    value.html = oneByteHtml(value.html);
    sendableValues.add(value);
  }
  return entry;
}

function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

export default class SharedIncrementalCache {
  constructor(options) {
    this.local = new FileSystemCache(options);
  }

  async get(key, ctx) {
    const entry = sharedKv.configured
      ? await traceCacheRead(sharedKv.backend, 'page', () => this.readShared(key, ctx))
      : await traceCacheRead('file-system', 'page', async () => this.readLocal(key, ctx));
    return sendable(entry);
  }

  /** The local entry and whether there was one. */
  async readLocal(key, ctx) {
    const entry = await this.local.get(key, ctx);
    return { value: entry, result: entry ? 'hit' : 'miss' };
  }

  /** The shared entry, else the local one; `error` when the store failed to answer. */
  async readShared(key, ctx) {
    await pullTags();
    const { text, failed } = await sharedKv.readText(`page:${key}`);
    if (text) {
      try {
        const entry = decode(text);
        if (!areTagsExpired(tagsOf(entry, ctx), entry.lastModified)) {
          return { value: entry, result: 'hit' };
        }
      } catch {
        // An unreadable entry is a miss.
      }
    }
    // The build's prerendered pages and this instance's own entries; judged by the same shared tags.
    const local = await this.readLocal(key, ctx);
    return failed ? { ...local, result: 'error' } : local;
  }

  async set(key, data, ctx) {
    if (isNotFoundPage(data) && !(await this.has(key, ctx))) return;
    await this.local.set(key, data, ctx);
    if (!sharedKv.configured || !data) return;
    const revalidate = ctx?.cacheControl?.revalidate;
    const expire = ctx?.cacheControl?.expire;
    const ttl =
      ttlFromExpire(expire) ??
      (typeof revalidate === 'number' ? revalidate + DEFAULT_TTL_SECONDS : DEFAULT_TTL_SECONDS);
    // Stored already ASCII, so a read from the store (a new object each time) has nothing to
    // rewrite: `sendable` then only checks it.
    const { value } = sendable({ value: { ...data } });
    await sharedKv.setText(
      `page:${key}`,
      encode({ lastModified: Date.now(), value, cacheControl: ctx?.cacheControl }),
      ttl,
    );
  }

  /** Whether an entry is kept for the key (in this instance or the shared store). */
  async has(key, ctx) {
    if (sharedKv.configured && (await sharedKv.readText(`page:${key}`)).text) return true;
    return Boolean(await this.local.get(key, ctx));
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await this.local.revalidateTag(list, durations);
    await publishTags(list);
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }
}
