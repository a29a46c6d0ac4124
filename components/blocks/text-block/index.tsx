import { TextBlockSchema } from '../shared/schemas';
import { EVERYWHERE, textBlockFields } from '../shared/inputs';
import { TextBox } from '../shared/basic';
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
