import * as v from 'valibot';
import { BlockImage } from '../ui/block-image';
import { RichText } from '../shared/basic';
import { flag, AltImageSchema, html, heroCommon } from '../shared/schemas';
import { EVERYWHERE, rich, bool, altImage, heroFields } from '../shared/inputs';
import { claimHero, HeroText } from '../shared/heroes';
import { defineBlock } from '../define';

const HeroTwoColumnsSchema = v.looseObject({
  ...heroCommon,
  image: AltImageSchema,
  body: html,
  imageLeft: flag,
});

export const HeroTwoColumnsDefinition = defineBlock({
  name: 'HeroTwoColumns',
  schema: HeroTwoColumnsSchema,
  group: 'Hero',
  models: EVERYWHERE,
  inputs: [...heroFields, altImage(), rich('body'), bool('imageLeft')],
  render: (options, _c, context) => (
    <section
      className={`mx-auto flex max-w-[1440px] flex-col items-center gap-8 px-4 py-12 md:px-8 ${options.imageLeft ? 'md:flex-row-reverse' : 'md:flex-row'}`}
    >
      <div className="flex-1">
        <HeroText options={options} light={false} />
        <RichText html={options.body} className="mx-auto mt-4 max-w-xl text-center" />
      </div>
      <div className="relative h-[420px] w-full flex-1 md:h-[512px]">
        <BlockImage
          src={options.image.src}
          alt={options.image.altText}
          fill
          hero={claimHero(context)}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="rounded object-cover"
        />
      </div>
    </section>
  ),
});
