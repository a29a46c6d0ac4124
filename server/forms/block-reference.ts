import 'server-only';
import * as v from 'valibot';
import { getEntryById } from '@/server/content';
import { CONTENT_MODELS } from '@/server/content/schema';

/**
 * Where a form block lives: its entry and its block id. The browser holds only this reference;
 * the server action reads the block's options (endpoints, API key, field definitions) from the
 * published entry itself, so secrets and rules never travel through the browser and a tampered
 * submission cannot change what is validated or where it is sent.
 */
const BlockReferenceSchema = v.object({
  model: v.picklist(CONTENT_MODELS),
  entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  blockId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
type BlockReference = v.InferOutput<typeof BlockReferenceSchema>;

/** Depth-first search of any JSON tree for the block with this id and component name. */
function findBlock(node: unknown, blockId: string, name: string): unknown {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findBlock(item, blockId, name);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as Record<string, unknown>;
  const component = record.component as { name?: unknown; options?: unknown } | undefined;
  if (record.id === blockId && component?.name === name) return component.options ?? {};
  for (const value of Object.values(record)) {
    const found = findBlock(value, blockId, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The block `name` a reference points at, with its raw options, or undefined when the reference
 * is malformed or the block is gone.
 */
export async function loadBlock(
  reference: unknown,
  name: string,
): Promise<{ reference: BlockReference; options: unknown } | undefined> {
  const parsed = v.safeParse(BlockReferenceSchema, reference);
  if (!parsed.success) return undefined;
  const { model, entryId, blockId } = parsed.output;
  const entry = await getEntryById(model, entryId);
  if (!entry) return undefined;
  const options = findBlock(entry.data.blocks ?? [], blockId, name);
  return options === undefined ? undefined : { reference: parsed.output, options };
}
