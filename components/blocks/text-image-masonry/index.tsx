import * as v from 'valibot';
import { EDITOR_LIMITS, maxItemsHook } from '@/lib/content/editor-limits';
import { ButtonRow } from '../ui/block-button';
import { BlockImage } from '../ui/block-image';
import { Eyebrow, RichText } from '../shared/basic';
import { text, buttons, ImageRefSchema, html } from '../shared/schemas';
import { EVERYWHERE, PHOTO, str, rich, file, list, buttonsInput } from '../shared/inputs';
import { defineBlock } from '../define';

const TextImageMasonrySchema = v.looseObject({
  eyebrow: text,
  title: text,
  body: html,
  buttons,
  images: v.pipe(
    v.array(ImageRefSchema),
    v.maxLength(EDITOR_LIMITS.masonryImages.max, EDITOR_LIMITS.masonryImages.message),
  ),
});

export const TextImageMasonryDefinition = defineBlock({
  name: 'TextImageMasonry',
  schema: TextImageMasonrySchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    str('eyebrow'),
    str('title'),
    rich('body'),
    buttonsInput(),
    list('images', [file('image', PHOTO, { required: true }), str('altText')], {
      onChange: maxItemsHook('images', EDITOR_LIMITS.masonryImages),
    }),
  ],
  render: (options) => (
    <section className="mx-auto grid max-w-[1440px] gap-8 px-4 py-12 md:grid-cols-2 md:px-8">
      <div className="self-center">
        {options.eyebrow ? <Eyebrow>{options.eyebrow}</Eyebrow> : null}
        {options.title ? <h2 className="mt-2 font-serif text-3xl">{options.title}</h2> : null}
        <RichText html={options.body} className="mt-4" />
        <ButtonRow buttons={options.buttons} align="left" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {options.images.map((image, index) => (
          <BlockImage
            key={index}
            src={image.image}
            alt={image.altText}
            width={600}
            height={index === 0 ? 900 : 440}
            sizes="25vw"
            className={`h-full w-full rounded object-cover ${index === 0 ? 'row-span-2' : ''}`}
          />
        ))}
      </div>
    </section>
  ),
});
