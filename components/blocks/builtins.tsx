import type { ReactNode } from 'react';
import * as v from 'valibot';
import { linkAttributes } from '@/lib/links';
import { getEntryById } from '@/server/content';
import { CONTENT_MODELS, type ContentModel } from '@/server/content/schema';
import type { BuilderBlock } from '@/server/content/schema';
import { renderImage as renderOurImage } from './media';
import {
  BuiltinButtonSchema,
  BuiltinColumnsSchema,
  BuiltinFragmentSchema,
  BuiltinImageSchema,
  BuiltinSectionSchema,
  BuiltinSymbolSchema,
  isBuiltinImage,
} from './schemas';
import { block, type BlockContext, type BlockRender } from './types';
import { BlockImage } from './ui/block-image';

/**
 * Builder's stock blocks that editors commonly use inside entries, rendered on the server like our
 * own. Nested block lists (columns, symbols) go back through the page renderer, which is passed in
 * to keep this module free of a circular import.
 */
export type RenderBlocks = (
  blocks: readonly BuilderBlock[] | undefined,
  context: BlockContext,
) => Promise<ReactNode[]>;

/** How deep symbols may nest (a symbol that includes itself stops here). */
const MAX_SYMBOL_DEPTH = 4;

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

export function builtinRenderers(renderBlocks: RenderBlocks): Record<string, BlockRender> {
  const renderColumns = block(BuiltinColumnsSchema, async (options, _children, context) => {
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
  });

  const renderSection = block(BuiltinSectionSchema, (options, children) => (
    <section className="w-full px-4 py-12" data-builtin="Section">
      <div className="mx-auto" style={{ maxWidth: `${options.maxWidth}px` }}>
        {children}
      </div>
    </section>
  ));

  const renderButton = block(BuiltinButtonSchema, (options) => {
    const link = linkAttributes(options.link);
    const className =
      'inline-block rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark';
    if (!link) return <span className={className}>{options.text}</span>;
    const newTab = link.external || options.openLinkInNewTab;
    return (
      <a
        href={link.href}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {options.text}
      </a>
    );
  });

  const renderBuiltinImage = block(BuiltinImageSchema, (options, children) => {
    const width = options.width ?? 1200;
    const height = options.height ?? Math.round(width * (options.aspectRatio ?? 0.5625));
    return (
      <figure className="relative" data-builtin="Image">
        <BlockImage
          src={options.image}
          alt={options.altText}
          width={width}
          height={height}
          lazy={options.lazy}
          className={`h-auto w-full ${options.backgroundSize === 'contain' ? 'object-contain' : 'object-cover'}`}
        />
        {children ? <div className="absolute inset-0">{children}</div> : null}
      </figure>
    );
  });

  const renderSymbol = block(BuiltinSymbolSchema, async (options, _children, context) => {
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
  });

  const renderFragment = block(BuiltinFragmentSchema, (_options, children) => <>{children}</>);

  return {
    Columns: renderColumns,
    'Core:Section': renderSection,
    'Core:Button': renderButton,
    Symbol: renderSymbol,
    Fragment: renderFragment,
    // Our Image block overrides the stock one in the editor; stock-shaped entries still render.
    Image: (options, children, context) =>
      isBuiltinImage(options)
        ? renderBuiltinImage(options, children, context)
        : renderOurImage(options, children, context),
  };
}
