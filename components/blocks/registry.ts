/**
 * The block list by name, as its consumers read it: the visual editor's registration and insert
 * menus (editor/registration.ts), the editor preview action, the server renderer (render.tsx) and
 * `npm run content:check`. Derived from the one list of definitions in ./index.ts.
 */
import type { BlockDefinition, StockBlockDefinition } from './define';
import { BLOCK_DEFINITIONS } from './index';
import { STOCK_BLOCKS } from './stock';

export { INSERT_GROUPS, type BuilderInput, type InsertGroup } from './define';
export { SECTION_CHILDREN } from './section-with-children';
export { UNSUPPORTED_BUILTINS } from './stock';

export const BLOCKS: Readonly<Record<string, BlockDefinition>> = Object.fromEntries(
  BLOCK_DEFINITIONS.map((definition) => [definition.name, definition]),
);

/**
 * The definition that renders and checks a block with these options: a stock block, unless the
 * name is ours and the options are not stock-shaped (Image).
 */
export function definitionFor(
  name: string,
  options: unknown,
): BlockDefinition | StockBlockDefinition | undefined {
  const stock = STOCK_BLOCKS.find((definition) => definition.name === name);
  const ours = BLOCKS[name];
  if (stock && (!ours || stock.matches?.(options))) return stock;
  return ours;
}

/** Every name the site renders: ours and the stock blocks. */
export const RENDERED_NAMES: readonly string[] = [
  ...new Set([...Object.keys(BLOCKS), ...STOCK_BLOCKS.map((definition) => definition.name)]),
];
