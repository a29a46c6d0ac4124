/**
 * Handler of prerendered pages and route responses, handed to Next once when the server starts
 * (server/cache/page-cache-handler.ts; named as next.config's `cacheHandler`, Next would import
 * this file again on every request). Next's file-system cache stays underneath: it holds the
 * build's prerendered pages and this instance's copies. With a shared store configured, every
 * entry written is also kept there and read from there first (another instance may have rendered
 * it), and tag invalidations are shared (see shared-tags.mjs), so a page revalidated on one
 * instance is fresh on all. Without a store, this is Next's own cache unchanged.
 *
 * One exception in both cases: the 404 page of a URL that has no entry is not kept. Otherwise every
 * unknown /product/{slug} (or collection, content URL) a visitor or a crawler tries would stay on
 * disk and in the store, pushing real pages out, and a product created after its first 404 would
 * wait for the page to revalidate. The 404 is rendered again on the next request, from the
 * seconds-long absence entry (server/cache/shared-read.ts). A page that existed and now answers 404
 * is still written, so the stale page is replaced, not served.
 */
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withEntryLinks } from './link-header.mjs';
import { oneByteHtml } from './one-byte-html.mjs';
import { createRecentPages } from './recent-pages.mjs';
import { sharedKv, ttlFromExpire } from './shared-kv.mjs';
import { areTagsExpired, publishTags, pullTags } from './shared-tags.mjs';
import { traceCacheRead } from './trace.mjs';

import { commonJsExport } from './interop.mjs';

const FileSystemCache = commonJsExport(fileSystemCacheModule, 'default');
const TAGS_HEADER = 'x-next-cache-tags';
/** A page's stamp (its `lastModified`) under its own key, read before the page (recent-pages.mjs). */
const STAMP_PREFIX = 'page-stamp:';
/** One per process: Next makes a handler per request. */
const recentPages = createRecentPages();
/** Kept a day past its revalidate time when Next gives no expiry: a stale page beats a render. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * A value with its Buffers/Uint8Arrays and Maps (page RSC payloads and segment data) in JSON's
 * terms. Converted before JSON.stringify: a replacer sees a Buffer only after its own toJSON has
 * spelled every byte out as an array of numbers, a throwaway several times the page data's size.
 */
function storable(value) {
  if (value instanceof Uint8Array) {
    return {
      $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64'),
    };
  }
  if (value instanceof Map) return { $map: [...value].map((pair) => pair.map(storable)) };
  if (Array.isArray(value)) return value.map(storable);
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storable(item)]));
  }
  return value;
}

/** JSON with Buffers/Uint8Arrays and Maps kept intact (`decode` reads them back). */
export const encode = (value) => JSON.stringify(storable(value));

export function decode(text) {
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
 * A page entry as it is sent, made once per cached entry: its HTML as a one-byte ASCII string
 * (one-byte-html.mjs says why), its `Link` header without the static rules' stylesheets
 * (link-header.mjs; an entry kept before they were taken out at `set`).
 */
function sendable(entry) {
  const value = entry?.value;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !sendableValues.has(value)) {
    value.html = oneByteHtml(value.html);
    value.headers = withEntryLinks(value.headers);
    sendableValues.add(value);
  }
  return entry;
}

/** A page value to keep: without the static rules' stylesheets in its `Link` (link-header.mjs). */
const keepable = (data) =>
  data?.kind === 'APP_PAGE' && data.headers
    ? { ...data, headers: withEntryLinks(data.headers) }
    : data;

function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

export default class SharedIncrementalCache {
  constructor(options) {
    this.local = new FileSystemCache(options);
    this.recent = recentPages;
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
    const { entry, failed } = await this.sharedEntry(key);
    if (entry && !areTagsExpired(tagsOf(entry, ctx), entry.lastModified)) {
      return { value: entry, result: 'hit' };
    }
    // The build's prerendered pages and this instance's own entries; judged by the same shared tags.
    const local = await this.readLocal(key, ctx);
    return failed ? { ...local, result: 'error' } : local;
  }

  /**
   * The store's entry for `key`, decoded: the kept copy while its stamp is unchanged
   * (recent-pages.mjs), else read whole. Undefined when missing or unreadable.
   */
  async sharedEntry(key) {
    const stamp = await sharedKv.readText(`${STAMP_PREFIX}${key}`);
    if (stamp.failed) return { failed: true };
    const kept = this.recent.get(key, stamp.text);
    if (kept) return { entry: kept, failed: false };
    const { text, failed } = await sharedKv.readText(`page:${key}`);
    if (!text) return { failed };
    try {
      const entry = decode(text);
      if (stamp.text === String(entry.lastModified)) this.recent.set(key, stamp.text, entry);
      return { entry, failed };
    } catch {
      return { failed }; // an unreadable entry is a miss
    }
  }

  async set(key, given, ctx) {
    if (isNotFoundPage(given) && !(await this.has(key, ctx))) return;
    const data = keepable(given);
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
    const lastModified = Date.now();
    await sharedKv.setText(
      `page:${key}`,
      encode({ lastModified, value, cacheControl: ctx?.cacheControl }),
      ttl,
    );
    // After the page: a reader that sees the new stamp finds the new page.
    await sharedKv.setText(`${STAMP_PREFIX}${key}`, String(lastModified), ttl);
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
