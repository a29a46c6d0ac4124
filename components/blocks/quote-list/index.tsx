import * as v from 'valibot';
import { ButtonBox } from '../ui/block-button';
import { OptionImage } from '../ui/block-image';
import { RichText } from '../shared/basic';
import { text, flag, required, ButtonSchema, AltImageSchema } from '../shared/schemas';
import { EVERYWHERE, str, rich, bool, list, button, altImage, choice } from '../shared/inputs';
import { defineBlock } from '../define';

const QuoteListSchema = v.looseObject({
  type: v.optional(v.picklist(['PICTURE', 'SIGNATURE', 'REVIEW']), 'REVIEW'),
  offWhiteBackground: flag,
  bodyColor: text,
  quotes: v.array(
    v.looseObject({
      title: text,
      body: required('Quote body'),
      author: text,
      authorInfo: text,
      image: v.optional(AltImageSchema),
      button: v.optional(ButtonSchema),
    }),
  ),
});

export const QuoteListDefinition = defineBlock({
  name: 'QuoteList',
  schema: QuoteListSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    choice('type', QuoteListSchema.entries.type),
    bool('offWhiteBackground'),
    str('bodyColor'),
    list('quotes', [
      str('title'),
      rich('body', { required: true }),
      str('author'),
      str('authorInfo'),
      altImage(),
      button(),
    ]),
  ],
  render: (options) => (
    <section
      className={`px-4 py-12 md:px-8 ${options.offWhiteBackground ? 'bg-off-white' : ''}`}
      data-quote-type={options.type}
    >
      <ul
        className={`mx-auto grid max-w-[1440px] gap-8 ${options.quotes.length > 1 ? 'md:grid-cols-2 lg:grid-cols-3' : 'max-w-3xl'}`}
      >
        {options.quotes.map((quote, index) => (
          <li key={index}>
            <figure className="flex h-full flex-col items-center text-center">
              <OptionImage
                image={options.type === 'PICTURE' ? quote.image : undefined}
                width={160}
                height={160}
                sizes="160px"
                className="mb-4 h-32 w-32 rounded-full object-cover"
              />
              {options.type === 'REVIEW' ? (
                <p aria-label="Five stars" className="mb-2 text-gold-text">
                  ★★★★★
                </p>
              ) : null}
              {quote.title ? <p className="font-serif text-xl">{quote.title}</p> : null}
              <blockquote className="mt-3 text-lg italic" style={{ color: options.bodyColor }}>
                <RichText html={quote.body} />
              </blockquote>
              {quote.author ? (
                <figcaption
                  className={`mt-4 ${options.type === 'SIGNATURE' ? 'font-serif text-2xl text-gold-text italic' : 'font-semibold'}`}
                >
                  {quote.author}
                  {quote.authorInfo ? (
                    <span className="block text-sm font-normal text-neutral-600 not-italic">
                      {quote.authorInfo}
                    </span>
                  ) : null}
                </figcaption>
              ) : null}
              <ButtonBox button={quote.button} className="mt-4" />
            </figure>
          </li>
        ))}
      </ul>
    </section>
  ),
});
