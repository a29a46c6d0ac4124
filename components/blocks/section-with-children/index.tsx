import * as v from 'valibot';
import { backgroundClass } from '../types';
import { BlockImage } from '../ui/block-image';
import { text, PhotoSchema, background, hPos, vPos } from '../shared/schemas';
import { EVERYWHERE, str, pick, file, object, backgroundInput, choice } from '../shared/inputs';
import { defineBlock } from '../define';

const SectionWithChildrenSchema = v.looseObject({
  id: text,
  backgroundImage: v.optional(
    v.looseObject({ image: PhotoSchema, horizontalPosition: hPos, verticalPosition: vPos }),
  ),
  backgroundColor: background,
  backgroundStyle: v.optional(v.picklist(['solid', 'half-top', 'half-bottom']), 'solid'),
});

export const SECTION_CHILDREN = [
  'TextBlock',
  'TextImage',
  'Image',
  'ButtonList',
  'Spacer',
  'QuoteList',
  'IconList',
  'Text',
] as const;

export const SectionWithChildrenDefinition = defineBlock({
  name: 'SectionWithChildren',
  schema: SectionWithChildrenSchema,
  group: 'Layout',
  models: EVERYWHERE,
  canHaveChildren: true,
  childRequirements: SECTION_CHILDREN,
  inputs: [
    str('id'),
    object('backgroundImage', [
      file('image'),
      pick('horizontalPosition', ['left', 'center', 'right'], 'center'),
      pick('verticalPosition', ['top', 'center', 'bottom'], 'center'),
    ]),
    backgroundInput(),
    choice('backgroundStyle', SectionWithChildrenSchema.entries.backgroundStyle),
  ],
  render: (options, children) => (
    <section
      id={options.id}
      className={`relative px-4 py-10 md:px-8 ${options.backgroundStyle === 'solid' ? backgroundClass(options.backgroundColor) : ''}`}
    >
      {options.backgroundStyle !== 'solid' ? (
        <div
          aria-hidden="true"
          className={`absolute inset-x-0 -z-10 h-1/2 ${options.backgroundStyle === 'half-top' ? 'top-0' : 'bottom-0'} ${backgroundClass(options.backgroundColor)}`}
        />
      ) : null}
      {options.backgroundImage ? (
        <BlockImage
          src={options.backgroundImage.image}
          alt=""
          fill
          className="-z-20 object-cover"
        />
      ) : null}
      <div className="mx-auto max-w-[1440px]">{children}</div>
    </section>
  ),
});
