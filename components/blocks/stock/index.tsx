/**
 * Builder's stock blocks that editors commonly use inside entries, rendered on the server and
 * checked by content:check like ours, but never registered with the visual editor (it has them).
 * Adding one: a module here and one line in STOCK_BLOCKS; the small ones (Fragment, Section,
 * Button) are defined below.
 */
import { ColumnsDefinition } from './columns';
import { StockImageDefinition } from './image';
import { SymbolDefinition } from './symbol';
import * as v from 'valibot';
import { linkAttributes } from '@/lib/content/links';
import { defineStockBlock } from '../define';
import { flag, optionalLink, required } from '../shared/schemas';

export const FragmentDefinition = defineStockBlock({
  name: 'Fragment',
  schema: v.looseObject({}),
  render: (_options, children) => <>{children}</>,
});

export const SectionDefinition = defineStockBlock({
  name: 'Core:Section',
  schema: v.looseObject({
    maxWidth: v.optional(v.number(), 1200),
    lazyLoad: flag,
  }),
  render: (options, children) => (
    <section className="w-full px-4 py-12" data-builtin="Section">
      <div className="mx-auto" style={{ maxWidth: `${options.maxWidth}px` }}>
        {children}
      </div>
    </section>
  ),
});

const ButtonDefinition = defineStockBlock({
  name: 'Core:Button',
  schema: v.looseObject({
    text: required('Button text'),
    link: optionalLink,
    openLinkInNewTab: flag,
  }),
  render: (options) => {
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
  },
});

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
