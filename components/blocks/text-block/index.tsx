/**
 * The two text blocks: TextBlock (the text box: eyebrow, headline, rich text and buttons, in a
 * design) and Text (rich text alone, hidden from the insert menu).
 */
import * as v from 'valibot';
import { TextBlockSchema } from '../shared/schemas';
import { EVERYWHERE, rich, textBlockFields } from '../shared/inputs';
import { RichText, TextBox } from '../shared/basic';
import { defineBlock } from '../define';

export const TextBlockDefinition = defineBlock({
  name: 'TextBlock',
  schema: TextBlockSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: textBlockFields,
  render: (options) => (
    <section className="px-4 py-10 md:px-8">
      <TextBox options={options} />
    </section>
  ),
});

const TextSchema = v.looseObject({ text: v.string() });

export const TextDefinition = defineBlock({
  name: 'Text',
  schema: TextSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [rich('text')],
  hidden: true,
  render: (options) => <RichText html={options.text} className="mx-auto max-w-3xl px-4" />,
});
