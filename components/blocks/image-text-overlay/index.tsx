import * as v from 'valibot';
import { BlockImage } from '../ui/block-image';
import { flag, AltImageSchema, TextBlockSchema } from '../shared/schemas';
import { EVERYWHERE, bool, object, altImage, textBlockFields, choice } from '../shared/inputs';
import { TextBox } from '../shared/basic';
import { defineBlock } from '../define';

const ImageTextOverlaySchema = v.looseObject({
  /**
   * Where the text sits over the picture; `separate` keeps it off the picture (beside it, below
   * it on a phone), for a drawing whose every part shows (over it, the Events heading hid its
   * drawing).
   */
  design: v.optional(v.picklist(['left', 'center', 'right', 'separate']), 'center'),
  isHero: flag,
  image: AltImageSchema,
  textBlock: v.optional(TextBlockSchema),
});

type ImageTextOverlayOptions = v.InferOutput<typeof ImageTextOverlaySchema>;

/** The text block in white, the page's heading when the block is the hero. */
function OverlayText({ options }: { options: ImageTextOverlayOptions }) {
  if (!options.textBlock) return null;
  return (
    <TextBox
      options={{
        ...options.textBlock,
        design: 'WhiteCenter',
        isHeadingOne: options.isHero || options.textBlock.isHeadingOne,
      }}
    />
  );
}

/** The `separate` design: the text on a dark band beside the whole picture, below it on a phone. */
function TextBesidePicture({ options, hero }: { options: ImageTextOverlayOptions; hero: boolean }) {
  return (
    <section className="bg-ink text-white md:grid md:grid-cols-2" data-design="separate">
      <div className="relative aspect-[8/5] md:order-2 md:aspect-auto md:min-h-[420px]">
        <BlockImage
          src={options.image.src}
          alt={options.image.altText}
          fill
          hero={hero}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex items-center justify-center px-4 py-10 md:px-12">
        <OverlayText options={options} />
      </div>
    </section>
  );
}

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
    const hero = options.isHero === true && !context.heroSeen.value;
    if (options.isHero) context.heroSeen.value = true;
    if (options.design === 'separate') return <TextBesidePicture options={options} hero={hero} />;
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
            <OverlayText options={options} />
          </div>
        ) : null}
      </section>
    );
  },
});
