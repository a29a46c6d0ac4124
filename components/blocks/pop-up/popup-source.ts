import 'server-only';
import * as v from 'valibot';
import { TargetingSchema } from '@/lib/pencil-banner';
import { listEntries } from '@/server/content';
import { publicPopup, type PublicPopup } from './popup-data';
import { PopUpSchema } from './schema';

/**
 * Pop-ups from the `popup` content model (Builder's entry format: one PopUp block per entry,
 * optionally targeted at pages with urlPath rules). An invalid entry is skipped with a log line;
 * a failing content source means no pop-up, never a broken page.
 */
const EntrySchema = v.object({
  id: v.string(),
  published: v.optional(v.string(), 'published'),
  query: v.optional(v.nullable(TargetingSchema), []),
  data: v.object({
    blocks: v.optional(
      v.array(
        v.looseObject({
          id: v.optional(v.string()),
          component: v.optional(v.object({ name: v.string(), options: v.optional(v.unknown()) })),
        }),
      ),
      [],
    ),
  }),
});

export function popupFromEntry(entry: unknown): PublicPopup | undefined {
  const parsed = v.safeParse(EntrySchema, entry);
  if (!parsed.success || parsed.output.published !== 'published') return undefined;
  const block = parsed.output.data.blocks.find((item) => item.component?.name === 'PopUp');
  const options = v.safeParse(PopUpSchema, block?.component?.options ?? {});
  if (!block?.id || !options.success) return undefined;
  return publicPopup(
    options.output,
    { model: 'popup', entryId: parsed.output.id, blockId: block.id },
    (parsed.output.query ?? []).map((rule) => ({ ...rule, operator: rule.operator })),
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
