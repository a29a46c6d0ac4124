import * as v from 'valibot';
import { OptionImage } from '../ui/block-image';
import { RichText } from '../shared/basic';
import { text, required, PhotoSchema, html } from '../shared/schemas';
import { EVERYWHERE, PHOTO, str, rich, file, object } from '../shared/inputs';
import { defineBlock } from '../define';

const TextImageSidebarSchema = v.looseObject({
  text: required('Text'),
  image: v.looseObject({ src: PhotoSchema, altText: text }, 'Image is required'),
  sideBarText: html,
});

export const TextImageSidebarDefinition = defineBlock({
  name: 'TextImageSidebar',
  schema: TextImageSidebarSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    rich('text', { required: true }),
    object('image', [file('src', PHOTO, { required: true }), str('altText')], { required: true }),
    rich('sideBarText'),
  ],
  render: (options) => (
    <section className="mx-auto grid max-w-[1440px] gap-8 px-4 py-12 md:grid-cols-[2fr_1fr] md:px-8">
      <div>
        <RichText html={options.text} />
        <OptionImage
          image={options.image}
          width={960}
          height={540}
          sizes="(min-width: 768px) 66vw, 100vw"
          className="mt-6 h-auto w-full rounded"
        />
      </div>
      {options.sideBarText ? (
        <aside className="rounded bg-off-white p-6">
          <RichText html={options.sideBarText} />
        </aside>
      ) : null}
    </section>
  ),
});
