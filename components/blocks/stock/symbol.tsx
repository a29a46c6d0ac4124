import * as v from 'valibot';
import { getEntryById } from '@/server/content';
import { CONTENT_MODELS, type ContentModel } from '@/server/content/schema';
import { defineStockBlock } from '../define';
import { NestedBlocks } from './columns';

/** How deep symbols may nest (a symbol that includes itself stops here). */
const MAX_SYMBOL_DEPTH = 4;

export const SymbolDefinition = defineStockBlock({
  name: 'Symbol',
  schema: v.looseObject({
    symbol: v.looseObject({
      entry: v.optional(v.string()),
      model: v.optional(v.string(), 'symbol'),
      data: v.optional(v.record(v.string(), v.unknown())),
      content: v.optional(
        v.looseObject({
          id: v.optional(v.string()),
          data: v.optional(v.looseObject({ blocks: NestedBlocks })),
        }),
      ),
    }),
  }),
  render: async (options, _children, context, renderBlocks) => {
    const depth = context.symbolDepth ?? 0;
    if (depth >= MAX_SYMBOL_DEPTH) {
      console.error('[blocks] symbols nested too deep; skipped');
      return null;
    }
    const nested = { ...context, symbolDepth: depth + 1 };
    const { entry: id, model, content } = options.symbol;
    // Builder may inline the symbol's content; otherwise it is a `symbol` entry referenced by id.
    if (content?.data?.blocks?.length)
      return <div data-builtin="Symbol">{await renderBlocks(content.data.blocks, nested)}</div>;
    if (!id) return null;
    const symbolModel: ContentModel = v.is(v.picklist(CONTENT_MODELS), model) ? model : 'symbol';
    const entry = await getEntryById(symbolModel, id);
    if (!entry) {
      console.error(`[blocks] symbol entry "${id}" of model "${symbolModel}" not found; skipped`);
      return context.draft ? (
        <p role="note" className="bg-gold/20 p-2 text-sm">{`Symbol ${id} not found`}</p>
      ) : null;
    }
    return (
      <div data-builtin="Symbol" data-symbol-id={entry.id}>
        {await renderBlocks(entry.data.blocks, {
          ...nested,
          entry: { model: symbolModel, id: entry.id },
        })}
      </div>
    );
  },
});
