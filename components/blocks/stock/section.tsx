import * as v from 'valibot';
import { defineStockBlock } from '../define';
import { flag } from '../shared/schemas';

export const SectionDefinition = defineStockBlock({
  name: 'Core:Section',
  schema: v.looseObject({
    maxWidth: v.optional(v.number(), 1200),
    lazyLoad: flag,
  }),
  render: (options, children) => (
    <section className="w-full px-4 py-12" data-builtin="Section">
      <div className="mx-auto" style={{ maxWidth: `${options.maxWidth}px` }}>
        {children}
      </div>
    </section>
  ),
});
