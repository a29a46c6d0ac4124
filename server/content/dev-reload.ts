/**
 * `npm run dev` shows a content file's change on the next reload: the cached content reads are
 * keyed by a generation number that a file watcher on the content folders bumps on every change.
 * Only in development; everywhere else the generation is always 0 and nothing is watched
 * (published content changes arrive through the revalidation webhook or the cache life).
 *
 * Kept on globalThis: Next's dev server re-evaluates modules, and one watcher per folder is enough.
 */
import { watch } from 'node:fs';

interface Generation {
  value: number;
  watched: Set<string>;
}

const holder = globalThis as typeof globalThis & { __wineryContentGeneration?: Generation };

export function contentGeneration(
  roots: readonly string[],
  enabled = process.env.NODE_ENV === 'development',
): number {
  if (!enabled) return 0;
  const state = (holder.__wineryContentGeneration ??= { value: 0, watched: new Set() });
  for (const root of roots) {
    if (state.watched.has(root)) continue;
    state.watched.add(root);
    try {
      watch(root, { recursive: true }, () => {
        state.value += 1;
      }).unref();
    } catch (error) {
      // A missing folder or no watcher support: content then follows the cache life instead.
      console.warn(`[content] cannot watch ${root}; changes show after the cache life`, error);
    }
  }
  return state.value;
}
