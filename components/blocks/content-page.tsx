import { getSettings } from '@/server/config';
import type { ContentEntry } from '@/server/content';
import { renderBlocks } from './render';

/** A page built from an entry's blocks, rendered on the server through our registry. */
export async function ContentPage({ entry, path, draft }: { entry: ContentEntry; path: string; draft: boolean }) {
  const { isProduction, webUrl } = getSettings();
  const blocks = await renderBlocks(entry.data.blocks, { draft, path, isProduction, webUrl, heroSeen: { value: false } });
  return (
    <div data-entry-id={entry.id} data-entry-status={entry.published}>
      {draft && entry.published === 'draft' ? (
        <p role="status" className="bg-gold px-4 py-2 text-center text-sm font-semibold">
          Draft preview — not visible to visitors
        </p>
      ) : null}
      {blocks}
    </div>
  );
}
