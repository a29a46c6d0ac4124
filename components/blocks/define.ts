/**
 * The shape of one page-builder block. Each block lives in its own module
 * (`components/blocks/<kebab-name>/`) and exports one `defineBlock(...)`: its name, insert-menu
 * group, the content models it is offered on, its editor inputs (types, defaults, enums, help text
 * and the `onChange` hooks of the editor limits), the valibot schema of its options, and its server
 * renderer. The visual editor's registration, the insert menus, the server renderer and
 * `npm run content:check` all read the one list in `./index.ts`, so they can never disagree.
 */
import type { ReactNode } from 'react';
import * as v from 'valibot';
import type { ContentModel } from '@/server/content/schema';
import type { BlockContext } from './types';

export const INSERT_GROUPS = [
  'General',
  'Layout',
  'Product',
  'Collection',
  'Special',
  'Hero',
] as const;
export type InsertGroup = (typeof INSERT_GROUPS)[number];

/** One input of the page builder's component info (sub-fields for objects and lists). */
export interface BuilderInput {
  name: string;
  type: string;
  friendlyName?: string;
  defaultValue?: unknown;
  enum?: readonly string[];
  helperText?: string;
  required?: boolean;
  subFields?: BuilderInput[];
  allowedFileTypes?: readonly string[];
  onChange?: string;
  hideFromUI?: boolean;
  model?: string;
}

/** Renders a block's nested block list (columns and symbols hold blocks in their options). */
export type RenderBlocks = (
  blocks: readonly import('@/server/content/schema').BuilderBlock[] | undefined,
  context: BlockContext,
) => Promise<ReactNode[]>;

/** A renderer whose options are still unparsed (the renderer map's value). */
export type BlockRender = (
  options: unknown,
  children: ReactNode,
  context: BlockContext,
  renderBlocks: RenderBlocks,
) => ReactNode | Promise<ReactNode>;

interface BlockFields<S extends v.GenericSchema> {
  name: string;
  /** Options schema: required fields, limits, link rules and file types; defaults applied. */
  schema: S;
  render: (
    options: v.InferOutput<S>,
    children: ReactNode,
    context: BlockContext,
    renderBlocks: RenderBlocks,
  ) => ReactNode | Promise<ReactNode>;
}

export interface BlockDefinitionInput<S extends v.GenericSchema> extends BlockFields<S> {
  group: InsertGroup;
  models: readonly ContentModel[];
  inputs: BuilderInput[];
  canHaveChildren?: boolean;
  /** Only these child block names may be nested (section child restrictions). */
  childRequirements?: readonly string[];
  /** Hidden from insert menus (built-ins and test probes). */
  hidden?: boolean;
}

/** A defined block: the renderer parses the options (applying defaults) before rendering. */
export interface BlockDefinition extends Omit<
  BlockDefinitionInput<v.GenericSchema<unknown, unknown>>,
  'render'
> {
  render: BlockRender;
}

interface StockFields {
  /**
   * For a stock block sharing its name with one of ours (Image): which options are stock-shaped.
   * Others belong to our block.
   */
  matches?: (options: unknown) => boolean;
}

/** Builder's stock blocks: rendered and checked like ours, but never registered with the editor. */
export interface StockBlockDefinition extends StockFields {
  name: string;
  schema: v.GenericSchema<unknown, unknown>;
  render: BlockRender;
}

function bindRender<S extends v.GenericSchema>(
  schema: S,
  render: BlockFields<S>['render'],
): BlockRender {
  return (options, children, context, renderBlocks) =>
    render(v.parse(schema, options ?? {}), children, context, renderBlocks);
}

export function defineBlock<S extends v.GenericSchema>(
  definition: BlockDefinitionInput<S>,
): BlockDefinition {
  return { ...definition, render: bindRender(definition.schema, definition.render) };
}

export function defineStockBlock<S extends v.GenericSchema>(
  definition: BlockFields<S> & StockFields,
): StockBlockDefinition {
  return { ...definition, render: bindRender(definition.schema, definition.render) };
}
