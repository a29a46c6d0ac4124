import * as v from 'valibot';
import { linkAttributes } from '@/lib/content/links';
import { defineStockBlock } from '../define';
import { flag } from '../shared/schemas';
import { BlockSchema } from '@/server/content/schema';

/** A block list held in a stock block's options (columns, inline symbol content). */
export const NestedBlocks = v.optional(v.array(v.lazy(() => BlockSchema)), []);

const STACK: Record<string, string> = {
  tablet: 'flex-col lg:flex-row',
  mobile: 'flex-col md:flex-row',
  never: 'flex-row',
};
const REVERSE: Record<string, string> = {
  tablet: 'flex-col-reverse lg:flex-row',
  mobile: 'flex-col-reverse md:flex-row',
  never: 'flex-row',
};

/** Builder's stock Columns keep their blocks in the options; they render through the page renderer. */
export const ColumnsDefinition = defineStockBlock({
  name: 'Columns',
  schema: v.looseObject({
    columns: v.optional(
      v.array(
        v.looseObject({
          blocks: NestedBlocks,
          width: v.optional(v.number()),
          link: v.optional(v.string()),
        }),
      ),
      [],
    ),
    space: v.optional(v.number(), 20),
    stackColumnsAt: v.optional(v.picklist(['tablet', 'mobile', 'never']), 'tablet'),
    reverseColumnsWhenStacked: flag,
  }),
  render: async (options, _children, context, renderBlocks) => {
    const columns = await Promise.all(
      options.columns.map((column) => renderBlocks(column.blocks, context)),
    );
    const direction = (options.reverseColumnsWhenStacked ? REVERSE : STACK)[options.stackColumnsAt];
    return (
      <div
        className={`flex ${direction}`}
        style={{ gap: `${options.space}px` }}
        data-builtin="Columns"
      >
        {options.columns.map((column, index) => {
          const link = linkAttributes(column.link);
          const body = columns[index];
          return (
            <div
              key={index}
              className="min-w-0 flex-1"
              style={column.width ? { flexBasis: `${column.width}%`, flexGrow: 0 } : undefined}
            >
              {link ? (
                <a href={link.href} target={link.target} rel={link.rel}>
                  {body}
                </a>
              ) : (
                body
              )}
            </div>
          );
        })}
      </div>
    );
  },
});
