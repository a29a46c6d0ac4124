import * as v from 'valibot';
import { BlockImage } from '../ui/block-image';
import { text, flag, PhotoSchema } from '../shared/schemas';
import { EVERYWHERE, PHOTO, str, bool, file, list } from '../shared/inputs';
import { defineBlock } from '../define';

const ImageSchema = v.looseObject({
  title: text,
  images: v.pipe(
    v.array(v.looseObject({ image: PhotoSchema, altText: text, caption: text })),
    v.minLength(1, 'Please add at least one image'),
  ),
  fullWidth: flag,
  disableLazyLoad: flag,
  preload: flag,
});

export const ImageDefinition = defineBlock({
  name: 'Image',
  schema: ImageSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    str('title'),
    list('images', [file('image', PHOTO, { required: true }), str('altText'), str('caption')]),
    bool('fullWidth'),
    bool('disableLazyLoad'),
    bool('preload'),
  ],
  render: (options) => (
    <section className={`${options.fullWidth ? '' : 'mx-auto max-w-[1440px] px-4 md:px-8'} py-6`}>
      {options.title ? (
        <h2 className="mb-4 text-center font-serif text-3xl">{options.title}</h2>
      ) : null}
      <div className={`grid gap-4 ${options.images.length > 1 ? 'md:grid-cols-2' : ''}`}>
        {options.images.map((image, index) => (
          <figure key={index}>
            <BlockImage
              src={image.image}
              alt={image.altText}
              width={1440}
              height={810}
              lazy={!options.disableLazyLoad}
              hero={options.preload}
              className="h-auto w-full object-cover"
            />
            {image.caption ? (
              <figcaption className="mt-2 text-center text-sm text-neutral-600">
                {image.caption}
              </figcaption>
            ) : null}
          </figure>
        ))}
      </div>
    </section>
  ),
});
