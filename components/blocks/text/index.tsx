import * as v from 'valibot';
import { RichText } from '../ui/rich-text';
import { EVERYWHERE, rich } from '../shared/inputs';
import { defineBlock } from '../define';

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
