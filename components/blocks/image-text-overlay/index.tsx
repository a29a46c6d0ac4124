import * as v from 'valibot';
import { BlockImage } from '../ui/block-image';
import { flag, AltImageSchema, TextBlockSchema } from '../shared/schemas';
import { EVERYWHERE, bool, object, altImage, textBlockFields, choice } from '../shared/inputs';
import { TextBox } from '../shared/basic';
import { defineBlock } from '../define';

const ImageTextOverlaySchema = v.looseObject({
  design: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
  isHero: flag,
  image: AltImageSchema,
  textBlock: v.optional(TextBlockSchema),
});

export const ImageTextOverlayDefinition = defineBlock({
  name: 'ImageTextOverlay',
  schema: ImageTextOverlaySchema,
  group: 'Hero',
  models: EVERYWHERE,
  inputs: [
    choice('design', ImageTextOverlaySchema.entries.design),
    bool('isHero'),
    altImage(),
    object('textBlock', textBlockFields),
  ],
  render: (options, _children, context) => {
    const hero = options.isHero && !context.heroSeen.value;
    if (options.isHero) context.heroSeen.value = true;
    const justify =
      options.design === 'left'
        ? 'justify-start'
        : options.design === 'right'
          ? 'justify-end'
          : 'justify-center';
    return (
      <section
        className={`relative flex min-h-[420px] items-center ${justify} overflow-hidden px-4 py-16 md:min-h-[512px] md:px-12`}
      >
        <BlockImage
          src={options.image.src}
          alt={options.image.altText}
          fill
          hero={hero}
          className="object-cover"
        />
        <div className="absolute inset-0 bg-ink/45" aria-hidden="true" />
        {options.textBlock ? (
          <div className="relative max-w-2xl text-white">
            <TextBox
              options={{
                ...options.textBlock,
                design: 'WhiteCenter',
                isHeadingOne: options.isHero || options.textBlock.isHeadingOne,
              }}
            />
          </div>
        ) : null}
      </section>
    );
  },
});
