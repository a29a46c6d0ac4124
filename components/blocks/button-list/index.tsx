import * as v from 'valibot';
import { ButtonRow } from '../ui/block-button';
import { ButtonSchema } from '../shared/schemas';
import { EVERYWHERE, buttonsInput, choice } from '../shared/inputs';
import { defineBlock } from '../define';

const ButtonListSchema = v.looseObject({
  buttons: v.pipe(
    v.array(ButtonSchema),
    v.minLength(1, 'Please add at least one button in a list'),
  ),
  alignment: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
});

export const ButtonListDefinition = defineBlock({
  name: 'ButtonList',
  schema: ButtonListSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    buttonsInput('buttons', { helperText: 'Please add at least one button in a list' }),
    choice('alignment', ButtonListSchema.entries.alignment),
  ],
  render: (options) => (
    <div className="px-4">
      <ButtonRow buttons={options.buttons} align={options.alignment} />
    </div>
  ),
});
