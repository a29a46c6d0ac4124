import * as v from 'valibot';
import { backgroundClass } from '../types';
import { ButtonRow } from '../ui/block-button';
import { HALF_ROW_PHOTO, OptionImage } from '../ui/block-image';
import { RichText } from '../shared/basic';
import { text, flag, PhotoSchema, ButtonSchema, background, html } from '../shared/schemas';
import {
  EVERYWHERE,
  PHOTO,
  str,
  rich,
  bool,
  file,
  object,
  button,
  backgroundInput,
} from '../shared/inputs';
import { defineBlock } from '../define';

const CtaBreakerSchema = v.looseObject({
  showIntro: flag,
  intro: v.optional(v.looseObject({ title: text, body: html })),
  backgroundColor: background,
  image: v.optional(v.looseObject({ image: PhotoSchema, altText: text, offset: flag })),
  headline: text,
  title: text,
  button: v.optional(ButtonSchema),
  altButton: v.optional(ButtonSchema),
});

export const CtaBreakerDefinition = defineBlock({
  name: 'CtaBreaker',
  schema: CtaBreakerSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    bool('showIntro'),
    object('intro', [str('title'), rich('body')]),
    backgroundInput(),
    object('image', [file('image', PHOTO), str('altText'), bool('offset')]),
    str('headline'),
    str('title'),
    button(),
    button('altButton'),
  ],
  render: (options) => {
    const dark = options.backgroundColor === 'Red' || options.backgroundColor === 'Black';
    return (
      <section className={`px-4 py-14 md:px-8 ${backgroundClass(options.backgroundColor)}`}>
        {options.showIntro && options.intro ? (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            {options.intro.title ? (
              <h2 className="font-serif text-3xl">{options.intro.title}</h2>
            ) : null}
            <RichText html={options.intro.body} className="mt-3" />
          </div>
        ) : null}
        <div className="mx-auto flex max-w-[1440px] flex-col items-center gap-8 md:flex-row">
          {options.image ? (
            <div className={`flex-1 ${options.image.offset ? 'md:-my-20' : ''}`}>
              <OptionImage image={options.image} width={720} height={480} {...HALF_ROW_PHOTO} />
            </div>
          ) : null}
          <div className="flex-1 text-center md:text-left">
            {options.headline ? (
              <p
                className={`text-sm font-semibold tracking-[0.25em] uppercase ${dark ? 'text-gold' : 'text-wine'}`}
              >
                {options.headline}
              </p>
            ) : null}
            {options.title ? (
              <h2 className="mt-2 font-serif text-3xl md:text-4xl">{options.title}</h2>
            ) : null}
            <ButtonRow buttons={[options.button, options.altButton].filter(Boolean)} align="left" />
          </div>
        </div>
      </section>
    );
  },
});
