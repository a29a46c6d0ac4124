import * as v from 'valibot';
import { RichText } from '../shared/basic';
import { required, html, HeroBackground, heroCommon } from '../shared/schemas';
import { EVERYWHERE, str, rich, list, heroFields, heroBackground } from '../shared/inputs';
import { claimHero, HeroText, HeroFrame } from '../shared/heroes';
import { defineBlock } from '../define';

const HeroTextListSchema = v.looseObject({
  ...heroCommon,
  backgroundImage: v.optional(HeroBackground),
  list: v.array(v.looseObject({ title: required('Title'), body: html })),
});

export const HeroTextListDefinition = defineBlock({
  name: 'HeroTextList',
  schema: HeroTextListSchema,
  group: 'Hero',
  models: EVERYWHERE,
  inputs: [
    ...heroFields,
    heroBackground,
    list('list', [str('title', { required: true }), rich('body')]),
  ],
  render: (options, _c, context) => (
    <>
      <HeroFrame
        image={options.backgroundImage?.image}
        alt={options.backgroundImage?.altText}
        hero={claimHero(context)}
      >
        <HeroText options={options} light />
      </HeroFrame>
      <ol className="mx-auto grid max-w-[1440px] gap-6 px-4 py-10 md:grid-cols-3 md:px-8">
        {options.list.map((item, index) => (
          <li key={index} className="rounded bg-off-white p-6">
            <p className="font-serif text-3xl text-gold-text">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h2 className="mt-2 text-lg font-semibold">{item.title}</h2>
            <RichText html={item.body} className="mt-2 text-neutral-700" />
          </li>
        ))}
      </ol>
    </>
  ),
});
