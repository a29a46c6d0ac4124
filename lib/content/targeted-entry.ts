/**
 * The entry format of the content models that hold one targeted block (pencil-banner, popup), as
 * Builder stores them: the block under `data.blocks`, the pages it is aimed at as urlPath rules
 * under `query`. Each model parses the block's options with its own schema.
 */
import * as v from 'valibot';
import { TargetingSchema, type Targeting } from './pencil-banner-schema';

const TargetedEntrySchema = v.object({
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

interface TargetedBlock {
  entryId: string;
  blockId: string | undefined;
  /** As the entry holds them (possibly missing): for the model's own options schema. */
  options: unknown;
  /** The pages the entry is aimed at; none means every page. */
  targeting: Targeting;
}

/**
 * The first block of `component` in a published entry; undefined for anything else (not an entry,
 * a draft or archived entry, no such block).
 */
export function publishedBlock(entry: unknown, component: string): TargetedBlock | undefined {
  const parsed = v.safeParse(TargetedEntrySchema, entry);
  if (!parsed.success || parsed.output.published !== 'published') return undefined;
  const block = parsed.output.data.blocks.find((item) => item.component?.name === component);
  if (!block) return undefined;
  return {
    entryId: parsed.output.id,
    blockId: block.id,
    options: block.component?.options,
    targeting: parsed.output.query ?? [],
  };
}
