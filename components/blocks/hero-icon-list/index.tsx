import * as v from 'valibot';
import { BlockButton, ButtonRow } from '../ui/block-button';
import { Icon } from '../ui/icon';
import {
  text,
  flag,
  required,
  LinkSchema,
  buttons,
  HeroBackground,
  ICONS,
} from '../shared/schemas';
import {
  PAGES,
  str,
  bool,
  pick,
  link,
  object,
  list,
  buttonsInput,
  heroBackground,
} from '../shared/inputs';
import { claimHero, HeroFrame } from '../shared/heroes';
import { defineBlock } from '../define';

const HeroIconListSchema = v.looseObject({
  headline: required('Hero heading'),
  backgroundImage: v.optional(HeroBackground),
  information: v.array(
    v.looseObject({
      icon: v.picklist(ICONS),
      title: required('Title'),
      description: text,
      link: v.optional(v.looseObject({ label: v.string(), URL: LinkSchema })),
    }),
  ),
  buttons,
  disableStickySubNavigation: flag,
});

export const HeroIconListDefinition = defineBlock({
  name: 'HeroIconList',
  schema: HeroIconListSchema,
  group: 'Hero',
  models: PAGES,
  inputs: [
    str('headline', { required: true }),
    heroBackground,
    list('information', [
      pick('icon', ICONS),
      str('title', { required: true }),
      str('description'),
      object('link', [str('label'), link('URL')]),
    ]),
    buttonsInput(),
    bool('disableStickySubNavigation'),
  ],
  render: (options, _c, context) => (
    <>
      <HeroFrame
        image={options.backgroundImage?.image}
        alt={options.backgroundImage?.altText}
        hero={claimHero(context)}
      >
        <h1 className="text-center font-serif text-4xl text-white md:text-6xl">
          {options.headline}
        </h1>
      </HeroFrame>
      <ul className="mx-auto grid max-w-[1440px] gap-6 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 md:px-8">
        {options.information.map((item, index) => (
          <li key={index} className="text-center">
            <Icon name={item.icon} className="mx-auto h-12 w-12 text-gold" />
            <h2 className="mt-3 font-semibold">{item.title}</h2>
            {item.description ? (
              <p className="mt-1 text-sm text-neutral-700">{item.description}</p>
            ) : null}
            {item.link ? (
              // The link design is text alone: the row gives it a 44 px target on a phone.
              <p className="mt-1 flex justify-center [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center md:[&>a]:min-h-0">
                <BlockButton
                  button={{ text: item.link.label, href: item.link.URL, design: 'link' }}
                />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <ButtonRow buttons={options.buttons} />
    </>
  ),
});
