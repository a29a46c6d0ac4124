import * as v from 'valibot';
import { defineBlock } from '../define';

/** A block that throws on purpose: proves the per-block fallback in browser tests. */
const ErrorProbeSchema = v.looseObject({
  message: v.optional(v.string(), 'ErrorProbe failed on purpose'),
});

export const ErrorProbeDefinition = defineBlock({
  name: 'ErrorProbe',
  schema: ErrorProbeSchema,
  group: 'Special',
  models: [],
  inputs: [],
  hidden: true,
  render: (options) => {
    throw new Error(options.message);
  },
});
