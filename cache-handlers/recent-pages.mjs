/**
 * The shared store's pages this instance read lately, decoded, each kept with the stamp it was
 * stored under (its `lastModified`, also written to a small key of its own by incremental.mjs).
 * A request reads the stamp, a few bytes, and gets the kept page while the stamp is unchanged,
 * instead of reading and decoding the whole entry (about 300 KB of HTML, page data and segments)
 * on every request: that churn alone was a fifth of what a served instance allocated, its big
 * strings straight into the old generation, and the heap grew to make room for it.
 *
 * Least recently used pages go first beyond a byte budget, sized like Next's own memory cache
 * counts a page (its HTML, page data, postponed state and segments).
 */

/** About fifty pages of this shop's size. */
export const RECENT_PAGES_BYTES = 16 * 1024 * 1024;

const lengthOf = (bytes) => bytes?.length ?? 0;

/** A cached entry's rough size in bytes, as Next's memory cache estimates it. */
export function entrySize(entry) {
  const value = entry?.value;
  if (!value) return 64;
  let size = lengthOf(value.html) + lengthOf(value.rscData) + lengthOf(value.postponed);
  if (value.body) size += lengthOf(value.body);
  if (value.segmentData instanceof Map) {
    for (const [path, bytes] of value.segmentData) size += path.length + lengthOf(bytes);
  }
  return Math.max(64, size);
}

export function createRecentPages(maxBytes = RECENT_PAGES_BYTES) {
  /** A Map iterates in insertion order; re-inserting on every hit makes the first key the LRU one. */
  const pages = new Map();
  let bytes = 0;

  function drop(key) {
    const kept = pages.get(key);
    if (!kept) return;
    pages.delete(key);
    bytes -= kept.size;
  }

  return {
    /** The page kept for `key` if it was stored under `stamp`, else undefined. */
    get(key, stamp) {
      const kept = pages.get(key);
      if (!kept || stamp === undefined || kept.stamp !== stamp) return undefined;
      pages.delete(key);
      pages.set(key, kept);
      return kept.entry;
    },
    /** Keeps `entry` under `stamp`, replacing what was kept for `key`. */
    set(key, stamp, entry) {
      drop(key);
      const size = entrySize(entry);
      if (size > maxBytes) return;
      pages.set(key, { stamp, entry, size });
      bytes += size;
      while (bytes > maxBytes) drop(pages.keys().next().value);
    },
    delete: drop,
    get bytes() {
      return bytes;
    },
    get size() {
      return pages.size;
    },
  };
}
