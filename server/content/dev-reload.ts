/**
 * `npm run dev` shows a content file's change on the next reload: the cached content reads are
 * keyed by a generation number that a file watcher on the content folders bumps on every change.
 * Only in development; everywhere else the generation is always 0 and nothing is watched
 * (published content changes arrive through the revalidation webhook or the cache life).
 *
 * Each folder is watched on its own (not `recursive`): a directory watch sees its files being
 * written, replaced (editors and git write a new file and rename it) or removed, where Node 20's
 * recursive watch on Linux loses a file once it has been replaced.
 *
 * Kept on globalThis: Next's dev server re-evaluates modules, and one watcher per folder is enough.
 */
import { readdirSync, watch } from 'node:fs';
import path from 'node:path';
import { getSettings } from '@/server/config';

interface Generation {
  value: number;
  watched: Set<string>;
}

const holder = globalThis as typeof globalThis & { __wineryContentGeneration?: Generation };

function watchFolder(folder: string, state: Generation) {
  if (state.watched.has(folder)) return;
  state.watched.add(folder);
  try {
    watch(folder, () => {
      state.value += 1;
      watchSubfolders(folder, state);
    }).unref();
  } catch (error) {
    // A missing folder or no watcher support: content then follows the cache life instead.
    console.warn(`[content] cannot watch ${folder}; changes show after the cache life`, error);
    return;
  }
  watchSubfolders(folder, state);
}

function watchSubfolders(folder: string, state: Generation) {
  try {
    for (const item of readdirSync(folder, { withFileTypes: true }))
      if (item.isDirectory()) watchFolder(path.join(folder, item.name), state);
  } catch {
    // The folder went away; its watcher has nothing more to report.
  }
}

export function contentGeneration(
  roots: readonly string[],
  enabled = getSettings().devServer,
): number {
  if (!enabled) return 0;
  const state = (holder.__wineryContentGeneration ??= { value: 0, watched: new Set() });
  for (const root of roots) watchFolder(root, state);
  return state.value;
}
