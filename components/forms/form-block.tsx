/**
 * What a form block hands its browser island, and what the island sends back untouched: where the
 * block lives, the editor's preview of the form's state, and the honeypot field.
 */
import { HONEYPOT_FIELD } from '@/lib/forms/rules';

/**
 * Where the block lives, never its endpoint or key. Outside a saved entry (an unsaved block in the
 * editor) the reference is empty, and the server action refuses it rather than guessing where to
 * send.
 */
export function formReference(context: {
  entry?: { model: string; id: string };
  blockId?: string;
}): { model: string; entryId: string; blockId: string } {
  return {
    model: context.entry?.model ?? 'page',
    entryId: context.entry?.id ?? '',
    blockId: context.blockId ?? '',
  };
}

/** An editor's preview of a form's state (never set on published pages). */
export type FormPreview = 'error' | 'success';

/**
 * The state a form block previews: the editor's toggle, in draft mode only (the toggle must be
 * off when publishing, and a published page never shows it).
 */
export function formPreview(state: string, draft: boolean): FormPreview | undefined {
  return draft && (state === 'error' || state === 'success') ? state : undefined;
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every input fill it too, and the server action turns them away.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
