import * as v from 'valibot';
import { ButtonBox } from '../ui/block-button';
import { HALF_ROW_PHOTO, OptionImage } from '../ui/block-image';
import { Icon } from '../ui/icon';
import { RichText } from '../shared/basic';
import { TagFilter } from '../ui/tag-filter';
import {
  text,
  flag,
  required,
  GraphicSchema,
  ButtonSchema,
  ImageRefSchema,
  html,
} from '../shared/schemas';
import { EVERYWHERE, GRAPHIC, str, rich, bool, file, list, button } from '../shared/inputs';
import { defineBlock } from '../define';

const FilterableTextMediaSchema = v.looseObject({
  isFilterEnabled: flag,
  hasAllTag: v.optional(v.boolean(), true),
  headline: text,
  ariaLabel: text,
  textMediaList: v.array(
    v.looseObject({
      tags: v.optional(v.array(v.looseObject({ tag: v.string() })), []),
      headline: required('Headline'),
      body: html,
      details: v.optional(
        v.array(v.looseObject({ icon: v.optional(GraphicSchema), body: v.string() })),
        [],
      ),
      button: v.optional(ButtonSchema),
      images: v.optional(v.array(ImageRefSchema), []),
    }),
  ),
});

export const FilterableTextMediaDefinition = defineBlock({
  name: 'FilterableTextMedia',
  schema: FilterableTextMediaSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    bool('isFilterEnabled'),
    bool('hasAllTag', true),
    str('headline'),
    str('ariaLabel'),
    list('textMediaList', [
      list('tags', [str('tag')]),
      str('headline', { required: true }),
      rich('body'),
      list('details', [file('icon', GRAPHIC), str('body')]),
      button(),
      list('images', [file('image'), str('altText')]),
    ]),
  ],
  render: (options) => {
    const tags = [...new Set(options.textMediaList.flatMap((item) => item.tags.map((t) => t.tag)))];
    const items = options.textMediaList.map((item) => ({
      tags: item.tags.map((t) => t.tag),
      node: (
        <article className="grid gap-6 border-b border-ash py-8 md:grid-cols-2">
          <OptionImage image={item.images[0]} width={720} height={480} {...HALF_ROW_PHOTO} />
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
            <ButtonBox button={item.button} className="mt-4" />
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
  },
});
