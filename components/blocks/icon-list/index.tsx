import * as v from 'valibot';
import { ButtonRow, ClosingButton } from '../ui/block-button';
import { BlockImage } from '../ui/block-image';
import { ClubTriangle, Icon } from '../ui/icon';
import { RichText } from '../shared/basic';
import { text, flag, required, GraphicSchema, ButtonSchema, html, ICONS } from '../shared/schemas';
import { EVERYWHERE, GRAPHIC, str, rich, bool, pick, file, list, button } from '../shared/inputs';
import { defineBlock } from '../define';

const IconListSchema = v.looseObject({
  heading: text,
  body: html,
  infoList: v.array(
    v.looseObject({
      assetType: v.optional(v.picklist(['icon', 'wineClub', 'customImageUpload']), 'icon'),
      icon: v.optional(v.picklist(ICONS)),
      wineClub: v.optional(v.picklist(['gold', 'red', 'black'])),
      customImageUpload: v.optional(GraphicSchema),
      isImageFullWidth: flag,
      imageAltText: text,
      eyebrow: text,
      heading: required('Heading'),
      body: html,
      button1: v.optional(ButtonSchema),
      button2: v.optional(ButtonSchema),
      isLinkedToRestrictedClub: flag,
      restrictedClubButton: v.optional(ButtonSchema),
    }),
  ),
  button: v.optional(ButtonSchema),
  fullWidth: flag,
});

export const IconListDefinition = defineBlock({
  name: 'IconList',
  schema: IconListSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    str('heading'),
    rich('body'),
    list('infoList', [
      pick('assetType', ['icon', 'wineClub', 'customImageUpload'], 'icon'),
      pick('icon', ICONS),
      pick('wineClub', ['gold', 'red', 'black']),
      file('customImageUpload', GRAPHIC),
      bool('isImageFullWidth'),
      str('imageAltText'),
      str('eyebrow'),
      str('heading', { required: true }),
      rich('body'),
      button('button1'),
      button('button2'),
      bool('isLinkedToRestrictedClub'),
      button('restrictedClubButton'),
    ]),
    button(),
    bool('fullWidth'),
  ],
  render: (options) => (
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
      <ClosingButton button={options.button} />
    </section>
  ),
});
