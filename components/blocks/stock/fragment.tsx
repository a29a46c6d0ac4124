import * as v from 'valibot';
import { defineStockBlock } from '../define';

export const FragmentDefinition = defineStockBlock({
  name: 'Fragment',
  schema: v.looseObject({}),
  render: (_options, children) => <>{children}</>,
});
