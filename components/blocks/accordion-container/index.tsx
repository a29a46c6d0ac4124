/** The accordion: its container and the items it holds (AccordionItem, its only children). */
import * as v from 'valibot';
import { text, flag, required } from '../shared/schemas';
import { EVERYWHERE, str, bool } from '../shared/inputs';
import { defineBlock } from '../define';

const AccordionContainerSchema = v.looseObject({
  title: required('Accordion title'),
  isMultipleExpandable: flag,
  id: text,
});

/**
 * Native disclosure widgets: keyboard use (Tab, Enter, Space) and screen readers work without
 * script. Single-expand accordions share a `name`, so opening one closes the others.
 */
export const AccordionContainerDefinition = defineBlock({
  name: 'AccordionContainer',
  schema: AccordionContainerSchema,
  group: 'Layout',
  models: EVERYWHERE,
  inputs: [
    str('title', { required: true }),
    bool('isMultipleExpandable'),
    str('id', { helperText: 'Anchor so links with #id reach it' }),
  ],
  canHaveChildren: true,
  childRequirements: ['AccordionItem'],
  render: (options, children) => (
    <section id={options.id} className="mx-auto max-w-3xl px-4 py-8">
      <h2 className="mb-4 font-serif text-3xl">{options.title}</h2>
      <div className="divide-y divide-ash border-y border-ash">{children}</div>
    </section>
  ),
});

const AccordionItemSchema = v.looseObject({
  accordionItemTitle: required('Accordion item title'),
});

export const AccordionItemDefinition = defineBlock({
  name: 'AccordionItem',
  schema: AccordionItemSchema,
  group: 'Layout',
  models: EVERYWHERE,
  inputs: [str('accordionItemTitle', { required: true })],
  canHaveChildren: true,
  render: (options, children, context) => (
    <details name={context.accordionName} className="group py-1">
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold [&::-webkit-details-marker]:hidden">
        {options.accordionItemTitle}
        <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  ),
});
