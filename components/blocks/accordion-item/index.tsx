import * as v from 'valibot';
import { required } from '../shared/schemas';
import { EVERYWHERE, str } from '../shared/inputs';
import { defineBlock } from '../define';

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
