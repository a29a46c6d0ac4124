import {
  FaqsSchema,
  FilterableTextMediaSchema,
  IconListSchema,
  TradeMediaListSchema,
} from './schemas';
import { block } from './types';
import { BlockButton, ButtonRow } from './ui/block-button';
import { BlockImage } from './ui/block-image';
import { ClubTriangle, Icon } from './ui/icon';
import { RichText } from './ui/rich-text';
import { TagFilter } from './ui/tag-filter';

export const renderFaqs = block(FaqsSchema, (options) => {
  const items = options.questions.map((question) => ({
    tags: question.filters.map((f) => f.filter),
    node: (
      <details className="group border-b border-ash py-1" data-testid="faq">
        <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold [&::-webkit-details-marker]:hidden">
          {question.question}
          <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
            +
          </span>
        </summary>
        <RichText html={question.answer} className="pb-4 text-neutral-700" />
      </details>
    ),
  }));
  const tags = options.faqFilterTags.map((t) => t.tag);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      {options.isFilterEnabled && tags.length > 0 ? (
        <TagFilter tags={tags} hasAll={options.hasAll} items={items} label="Filter questions" />
      ) : (
        items.map((item, index) => <div key={index}>{item.node}</div>)
      )}
    </section>
  );
});

export const renderFilterableTextMedia = block(FilterableTextMediaSchema, (options) => {
  const tags = [...new Set(options.textMediaList.flatMap((item) => item.tags.map((t) => t.tag)))];
  const items = options.textMediaList.map((item) => ({
    tags: item.tags.map((t) => t.tag),
    node: (
      <article className="grid gap-6 border-b border-ash py-8 md:grid-cols-2">
        {item.images[0] ? (
          <BlockImage
            src={item.images[0].image}
            alt={item.images[0].altText}
            width={720}
            height={480}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full rounded object-cover"
          />
        ) : null}
        <div>
          <h3 className="font-serif text-2xl">{item.headline}</h3>
          <RichText html={item.body} className="mt-3" />
          {item.details.length ? (
            <ul className="mt-4 space-y-2 text-sm">
              {item.details.map((detail, index) => (
                <li key={index} className="flex items-center gap-2">
                  <Icon name="Pin" className="h-4 w-4 text-gold" />
                  {detail.body}
                </li>
              ))}
            </ul>
          ) : null}
          {item.button ? (
            <div className="mt-4">
              <BlockButton button={item.button} />
            </div>
          ) : null}
        </div>
      </article>
    ),
  }));
  return (
    <section aria-label={options.ariaLabel} className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
      {options.headline ? (
        <h2 className="mb-6 text-center font-serif text-3xl">{options.headline}</h2>
      ) : null}
      {options.isFilterEnabled && tags.length ? (
        <TagFilter tags={tags} hasAll={options.hasAllTag} items={items} label="Filter" />
      ) : (
        items.map((item, index) => <div key={index}>{item.node}</div>)
      )}
    </section>
  );
});

export const renderIconList = block(IconListSchema, (options) => (
  <section className={`px-4 py-12 md:px-8 ${options.fullWidth ? '' : 'mx-auto max-w-[1440px]'}`}>
    {options.heading ? (
      <h2 className="text-center font-serif text-3xl">{options.heading}</h2>
    ) : null}
    <RichText html={options.body} className="mx-auto mt-3 max-w-2xl text-center" />
    <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {options.infoList.map((item, index) => (
        <li key={index} className="text-center">
          {item.assetType === 'customImageUpload' && item.customImageUpload ? (
            <BlockImage
              src={item.customImageUpload}
              alt={item.imageAltText}
              width={item.isImageFullWidth ? 600 : 96}
              height={item.isImageFullWidth ? 400 : 96}
              sizes={item.isImageFullWidth ? '33vw' : '96px'}
              className={item.isImageFullWidth ? 'h-auto w-full rounded' : 'mx-auto h-16 w-16'}
            />
          ) : item.assetType === 'wineClub' ? (
            <ClubTriangle color={item.wineClub ?? 'gold'} className="mx-auto h-14 w-14" />
          ) : (
            <Icon name={item.icon} className="mx-auto h-12 w-12 text-gold" />
          )}
          {item.eyebrow ? (
            <p className="mt-3 text-xs font-semibold tracking-[0.25em] text-gold-text uppercase">
              {item.eyebrow}
            </p>
          ) : null}
          <h3 className="mt-2 font-serif text-xl">{item.heading}</h3>
          <RichText html={item.body} className="mt-2 text-neutral-700" />
          <ButtonRow
            buttons={[
              item.isLinkedToRestrictedClub ? item.restrictedClubButton : item.button1,
              item.button2,
            ].filter(Boolean)}
          />
        </li>
      ))}
    </ul>
    {options.button ? (
      <div className="mt-8 text-center">
        <BlockButton button={options.button} />
      </div>
    ) : null}
  </section>
));

export const renderTradeMediaList = block(TradeMediaListSchema, (options) => (
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
));
