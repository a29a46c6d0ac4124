import * as v from 'valibot';
import { defineBlock } from '../define';

/** The pop-up's own options are the pop-up issue's; here it is only registered for its model. */
const PopUpSchema = v.looseObject({});

/** Registered for the pop-up model's insert menu; the pop-up itself belongs to a later issue. */
export const PopUpDefinition = defineBlock({
  name: 'PopUp',
  schema: PopUpSchema,
  group: 'Special',
  models: ['popup'],
  inputs: [],
  render: (_options, _children, context) =>
    context.draft ? (
      <p role="note" className="bg-gold/20 p-2 text-sm">
        Pop-up: shown by the site&apos;s pop-up, not in the page flow
      </p>
    ) : null,
});
