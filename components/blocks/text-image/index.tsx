import * as v from 'valibot';
import { ButtonRow } from '../ui/block-button';
import { OptionImage } from '../ui/block-image';
import { Eyebrow, RichText } from '../shared/basic';
import { Reveal } from '../ui/reveal';
import { text, flag, PhotoSchema, buttons, AltImageSchema, html } from '../shared/schemas';
import {
  EVERYWHERE,
  PHOTO,
  str,
  rich,
  bool,
  num,
  file,
  object,
  buttonsInput,
  altImage,
  choice,
} from '../shared/inputs';
import { defineBlock } from '../define';

export const TEXT_MEDIA_DESIGNS = ['text-top', 'text-left', 'text-right', 'text-bottom'] as const;

const TextImageImage = v.looseObject({
  src: PhotoSchema,
  altText: text,
  stretch: flag,
  left: flag,
  defaultWidth: v.optional(v.number()),
});

const TextImageSchema = v.looseObject({
  design: v.optional(v.picklist(TEXT_MEDIA_DESIGNS), 'text-left'),
  eyebrow: text,
  title: text,
  subtitle: text,
  body: html,
  buttons,
  image: TextImageImage,
  brandImage: v.optional(AltImageSchema),
  bottomImage: v.optional(AltImageSchema),
});

const TEXT_MEDIA_LAYOUT: Record<string, string> = {
  'text-left': 'md:flex-row',
  'text-right': 'md:flex-row-reverse',
  'text-top': 'flex-col',
  'text-bottom': 'flex-col-reverse',
};

export const TextImageDefinition = defineBlock({
  name: 'TextImage',
  schema: TextImageSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    choice('design', TextImageSchema.entries.design),
    str('eyebrow'),
    str('title'),
    str('subtitle'),
    rich('body'),
    buttonsInput(),
    object('image', [
      file('src', PHOTO, { required: true }),
      str('altText'),
      bool('stretch'),
      bool('left'),
      num('defaultWidth'),
    ]),
    altImage('brandImage'),
    altImage('bottomImage'),
  ],
  render: (options) => (
    <section
      className={`mx-auto flex max-w-[1440px] flex-col gap-8 px-4 py-12 md:items-center md:px-8 ${TEXT_MEDIA_LAYOUT[options.design]}`}
    >
      <div className="flex-1">
        <OptionImage
          image={options.brandImage}
          width={120}
          height={120}
          sizes="120px"
          className="mb-4 h-16 w-auto"
        />
        {options.eyebrow ? <Eyebrow>{options.eyebrow}</Eyebrow> : null}
        {options.title ? (
          <h2 className="mt-2 font-serif text-3xl md:text-4xl">{options.title}</h2>
        ) : null}
        {options.subtitle ? (
          <p className="mt-2 text-lg text-neutral-600">{options.subtitle}</p>
        ) : null}
        <RichText html={options.body} className="mt-4" />
        <ButtonRow buttons={options.buttons} align="left" />
      </div>
      <div className={`flex-1 ${options.image.stretch ? 'self-stretch' : ''}`}>
        <Reveal>
          <OptionImage
            image={options.image}
            width={options.image.defaultWidth ?? 720}
            height={540}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-full w-full rounded object-cover"
          />
        </Reveal>
        <OptionImage
          image={options.bottomImage}
          width={360}
          height={240}
          sizes="360px"
          className="mt-4 w-1/2"
        />
      </div>
    </section>
  ),
});
