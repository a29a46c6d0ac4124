import * as v from 'valibot';
import { OptionImage } from '../ui/block-image';
import { AltImageSchema } from '../shared/schemas';
import { EVERYWHERE, num, altImage } from '../shared/inputs';
import { defineBlock } from '../define';

const ImageWithChildrenSchema = v.looseObject({
  image: AltImageSchema,
  minHeight: v.optional(v.number(), 420),
});

export const ImageWithChildrenDefinition = defineBlock({
  name: 'ImageWithChildren',
  schema: ImageWithChildrenSchema,
  group: 'Layout',
  models: EVERYWHERE,
  inputs: [altImage(), num('minHeight', { defaultValue: 420 })],
  canHaveChildren: true,
  render: (options, children) => (
    <section
      className="relative flex items-center justify-center overflow-hidden px-4 py-12"
      style={{ minHeight: options.minHeight }}
    >
      <OptionImage image={options.image} fill className="object-cover" />
      <div className="relative w-full max-w-4xl rounded bg-white/90 p-6">{children}</div>
    </section>
  ),
});
