import * as v from 'valibot';
import { BlockButton } from '../ui/block-button';
import { OptionImage } from '../ui/block-image';
import { Eyebrow, RichText } from '../shared/basic';
import { text, flag, required, ButtonSchema, ImageRefSchema, html } from '../shared/schemas';
import { EVERYWHERE, str, rich, bool, list, button, imageRef } from '../shared/inputs';
import { defineBlock } from '../define';

const TextMediaCtaBreakerSchema = v.looseObject({
  overflow: flag,
  ariaLabel: text,
  texts: v.pipe(
    v.array(
      v.looseObject({
        eyebrow: required('Eyebrow'),
        title: required('Title'),
        body: html,
        button: ButtonSchema,
        image: ImageRefSchema,
      }),
    ),
    v.minLength(1, 'Please add at least one item'),
  ),
});

/** One item: a breaker; more than one: a slider (CSS scroll snap, no script). */
export const TextMediaCtaBreakerDefinition = defineBlock({
  name: 'TextMediaCtaBreaker',
  schema: TextMediaCtaBreakerSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    bool('overflow'),
    str('ariaLabel'),
    list(
      'texts',
      [
        str('eyebrow', { required: true }),
        str('title', { required: true }),
        rich('body'),
        { ...button(), required: true },
        { ...imageRef(), required: true },
      ],
      {
        helperText: 'More than one item renders as a slider',
      },
    ),
  ],
  render: (options) => {
    const slider = options.texts.length > 1;
    return (
      <section
        aria-label={options.ariaLabel}
        aria-roledescription={slider ? 'carousel' : undefined}
        className={`py-12 ${options.overflow ? '' : 'overflow-hidden'}`}
      >
        <ul
          className={
            slider
              ? 'flex snap-x snap-mandatory gap-6 overflow-x-auto px-4 pb-4 md:px-8'
              : 'mx-auto max-w-[1440px] px-4 md:px-8'
          }
          data-testid={slider ? 'slider' : undefined}
        >
          {options.texts.map((item, index) => (
            <li
              key={index}
              aria-roledescription={slider ? 'slide' : undefined}
              aria-label={slider ? `${index + 1} of ${options.texts.length}` : undefined}
              className={`grid items-center gap-6 md:grid-cols-2 ${slider ? 'w-[85%] shrink-0 snap-center md:w-[70%]' : ''}`}
            >
              <OptionImage
                image={item.image}
                width={720}
                height={480}
                sizes="(min-width: 768px) 40vw, 85vw"
                className="h-auto w-full rounded object-cover"
              />
              <div>
                <Eyebrow>{item.eyebrow}</Eyebrow>
                <h2 className="mt-2 font-serif text-3xl">{item.title}</h2>
                <RichText html={item.body} className="mt-3" />
                <div className="mt-5">
                  <BlockButton button={item.button} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
