/** An editor's preview of a form's state (never set on published pages). */
export type FormPreview = 'error' | 'success';

/**
 * The state a form block previews: the editor's toggle, in draft mode only (the toggle must be
 * off when publishing, and a published page never shows it).
 */
export function formPreview(state: string, draft: boolean): FormPreview | undefined {
  return draft && (state === 'error' || state === 'success') ? state : undefined;
}
