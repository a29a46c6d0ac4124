import { defineBlock } from '../define';
import { DestiniSchema, destiniInputs, renderDestini } from '../embed-destini-map';
import { PAGES } from '../shared/inputs';

export const DestiniFindProductDefinition = defineBlock({
  name: 'DestiniFindProduct',
  schema: DestiniSchema,
  group: 'Special',
  models: PAGES,
  inputs: destiniInputs,
  render: renderDestini,
});
