/**
 * Builder's stock blocks that editors commonly use inside entries, rendered on the server and
 * checked by content:check like ours, but never registered with the visual editor (it has them).
 * Adding one: a module here and one line in STOCK_BLOCKS.
 */
import { ButtonDefinition } from './button';
import { ColumnsDefinition } from './columns';
import { FragmentDefinition } from './fragment';
import { StockImageDefinition } from './image';
import { SectionDefinition } from './section';
import { SymbolDefinition } from './symbol';

export const STOCK_BLOCKS = [
  ColumnsDefinition,
  SectionDefinition,
  ButtonDefinition,
  StockImageDefinition,
  SymbolDefinition,
  FragmentDefinition,
];

/**
 * Built-ins the site does not render (skipped with a report): Embed and Custom Code would run
 * editor-written scripts, Video loads third-party media without a facade, the stock forms,
 * tabs, accordion and personalization containers have our own blocks instead.
 */
export const UNSUPPORTED_BUILTINS = [
  'Embed',
  'Custom Code',
  'Video',
  'Form:Form',
  'Form:Input',
  'Form:Select',
  'Form:SubmitButton',
  'Form:TextArea',
  'Builder:Accordion',
  'Builder: Tabs',
  'PersonalizationContainer',
  'Slot',
  'Raw:Img',
] as const;
