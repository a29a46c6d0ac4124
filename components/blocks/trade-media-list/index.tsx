import * as v from 'valibot';
import { ButtonRow } from '../ui/block-button';
import { BlockImage } from '../ui/block-image';
import { RichText } from '../shared/basic';
import { text, flag, required, buttons, ImageRefSchema, html } from '../shared/schemas';
import { PAGES, str, rich, bool, list, buttonsInput, imageRef } from '../shared/inputs';
import { defineBlock } from '../define';

const TradeMediaListSchema = v.looseObject({
  title: text,
  tradeList: v.array(
    v.looseObject({
      image: v.optional(ImageRefSchema),
      isImageFullWidth: flag,
      date: text,
      title: required('Title'),
      body: html,
      buttonList: buttons,
    }),
  ),
});

export const TradeMediaListDefinition = defineBlock({
  name: 'TradeMediaList',
  schema: TradeMediaListSchema,
  group: 'General',
  models: PAGES,
  inputs: [
    str('title'),
    list('tradeList', [
      imageRef(),
      bool('isImageFullWidth'),
      str('date'),
      str('title', { required: true }),
      rich('body'),
      buttonsInput('buttonList'),
    ]),
  ],
  render: (options) => (
    <section className="mx-auto max-w-5xl px-4 py-10">
      {options.title ? <h2 className="mb-6 font-serif text-3xl">{options.title}</h2> : null}
      <ul className="divide-y divide-ash">
        {options.tradeList.map((item, index) => (
          <li
            key={index}
            className={`grid gap-6 py-6 ${item.image && !item.isImageFullWidth ? 'md:grid-cols-[200px_1fr]' : ''}`}
          >
            {item.image ? (
              <BlockImage
                src={item.image.image}
                alt={item.image.altText}
                width={item.isImageFullWidth ? 1000 : 200}
                height={item.isImageFullWidth ? 400 : 200}
                sizes={item.isImageFullWidth ? '100vw' : '200px'}
                className="h-auto w-full rounded object-cover"
              />
            ) : null}
            <div>
              {item.date ? <p className="text-sm text-neutral-600">{item.date}</p> : null}
              <h3 className="font-serif text-xl">{item.title}</h3>
              <RichText html={item.body} className="mt-2" />
              <ButtonRow buttons={item.buttonList} align="left" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  ),
});
