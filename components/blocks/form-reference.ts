import type { BlockContext } from './types';

/**
 * What a form block hands its browser island: where the block lives, never its endpoint or key.
 * Outside a saved entry (an unsaved block in the editor) the reference is empty, and the server
 * action refuses it rather than guessing where to send.
 */
export function formReference(context: BlockContext): {
  model: string;
  entryId: string;
  blockId: string;
} {
  return {
    model: context.entry?.model ?? 'page',
    entryId: context.entry?.id ?? '',
    blockId: context.blockId ?? '',
  };
}
