/**
 * Tag invalidations shared by every instance. Next's built-in caches (the 'use cache' memory
 * handler and the file-system cache of prerendered pages) both judge entries against one
 * in-process tags manifest; this module copies that manifest's entries to the shared store when a
 * tag is revalidated here, and merges the store's entries into it before this instance reads, so a
 * revalidation posted to any instance reaches all of them.
 */
import * as tagsModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { commonJsExport } from './interop.mjs';
import { sharedKv } from './shared-kv.mjs';

const tagsManifest = commonJsExport(tagsModule, 'tagsManifest');
const areTagsExpired = commonJsExport(tagsModule, 'areTagsExpired');
const areTagsStale = commonJsExport(tagsModule, 'areTagsStale');
export { areTagsExpired, areTagsStale };

const TAGS_KEY = 'tags';

/** Writes this process's state of `tags` to the shared store. */
export async function publishTags(tags) {
  if (!sharedKv.configured || tags.length === 0) return;
  const fields = {};
  for (const tag of tags) {
    const state = tagsManifest.get(tag);
    if (state) fields[tag] = JSON.stringify(state);
  }
  if (Object.keys(fields).length > 0) await sharedKv.setHashFields(TAGS_KEY, fields);
}

let pulling;

/**
 * Merges the shared tag state into this process (the later of each time wins). Concurrent callers
 * share one read, so a burst of requests costs one round trip.
 */
export function pullTags() {
  if (!sharedKv.configured) return Promise.resolve();
  pulling ??= (async () => {
    const shared = await sharedKv.getHash(TAGS_KEY);
    for (const [tag, text] of Object.entries(shared ?? {})) {
      let remote;
      try {
        remote = JSON.parse(text);
      } catch {
        continue;
      }
      const local = tagsManifest.get(tag) ?? {};
      const merged = { ...local };
      for (const field of ['stale', 'expired']) {
        if (typeof remote[field] === 'number' && !(local[field] >= remote[field])) {
          merged[field] = remote[field];
        }
      }
      tagsManifest.set(tag, merged);
    }
  })().finally(() => {
    pulling = undefined;
  });
  return pulling;
}
