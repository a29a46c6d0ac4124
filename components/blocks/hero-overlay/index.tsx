import * as v from 'valibot';
import { OptionImage } from '../ui/block-image';
import { text, flag, GraphicSchema, HeroBackground, heroCommon } from '../shared/schemas';
import {
  EVERYWHERE,
  GRAPHIC,
  str,
  bool,
  file,
  object,
  heroFields,
  heroBackground,
} from '../shared/inputs';
import { claimHero, HeroText, HeroFrame, position } from '../shared/heroes';
import { defineBlock } from '../define';

const HeroOverlaySchema = v.looseObject({
  ...heroCommon,
  backgroundImage: HeroBackground,
  imageOverlay: v.optional(
    v.looseObject({ image: GraphicSchema, altText: text, offsetTop: flag, offsetBottom: flag }),
  ),
});

export const HeroOverlayDefinition = defineBlock({
  name: 'HeroOverlay',
  schema: HeroOverlaySchema,
  group: 'Hero',
  models: EVERYWHERE,
  inputs: [
    ...heroFields,
    heroBackground,
    object('imageOverlay', [
      file('image', GRAPHIC),
      str('altText'),
      bool('offsetTop'),
      bool('offsetBottom'),
    ]),
  ],
  render: (options, _c, context) => {
    const bg = options.backgroundImage;
    return (
      <div className="relative">
        <HeroFrame
          image={bg.image}
          alt={bg.altText}
          hero={claimHero(context)}
          position={position(bg.horizontalPosition, bg.verticalPosition)}
        >
          <HeroText options={options} light />
        </HeroFrame>
        {options.imageOverlay ? (
          <div
            className={`relative z-10 flex justify-center ${options.imageOverlay.offsetTop ? '-mt-16' : ''} ${options.imageOverlay.offsetBottom ? '-mb-16' : ''}`}
          >
            <OptionImage
              image={options.imageOverlay}
              width={240}
              height={160}
              sizes="240px"
              className="h-32 w-auto"
            />
          </div>
        ) : null}
      </div>
    );
  },
});
