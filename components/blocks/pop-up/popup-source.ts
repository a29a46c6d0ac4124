import 'server-only';
import * as v from 'valibot';
import { publishedBlock } from '@/lib/content/targeted-entry';
import { listEntries } from '@/server/content';
import { publicPopup, type PublicPopup } from './popup-data';
import { PopUpSchema } from '@/lib/forms/popup-schema';

/**
 * Pop-ups from the `popup` content model (Builder's entry format: one PopUp block per entry,
 * optionally targeted at pages with urlPath rules). An invalid entry is skipped with a log line;
 * a failing content source means no pop-up, never a broken page.
 */
export function popupFromEntry(entry: unknown): PublicPopup | undefined {
  const block = publishedBlock(entry, 'PopUp');
  const options = v.safeParse(PopUpSchema, block?.options ?? {});
  if (!block?.blockId || !options.success) return undefined;
  return publicPopup(
    options.output,
    { model: 'popup', entryId: block.entryId, blockId: block.blockId },
    block.targeting,
  );
}

export async function getPopups(): Promise<PublicPopup[]> {
  let entries: unknown[];
  try {
    entries = await listEntries('popup');
  } catch (error) {
    console.error('[popup] the content source failed', error);
    return [];
  }
  const popups: PublicPopup[] = [];
  for (const entry of entries) {
    const popup = popupFromEntry(entry);
    if (popup) popups.push(popup);
    else console.error('[popup] skipped an invalid pop-up entry');
  }
  return popups;
}
