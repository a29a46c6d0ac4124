import * as v from 'valibot';
import { BlockImage } from '../ui/block-image';
import { AltImageSchema, heroCommon } from '../shared/schemas';
import { EVERYWHERE, PHOTO, str, file, list, heroFields } from '../shared/inputs';
import { claimHero, HeroText } from '../shared/heroes';
import { defineBlock } from '../define';

const HeroMultiMediaSchema = v.looseObject({
  ...heroCommon,
  media: v.pipe(
    v.array(AltImageSchema),
    v.minLength(1, 'Please add at least one image'),
    v.maxLength(3, 'maximum images is 3'),
  ),
});

const MEDIA_COLUMNS = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3'];

export const HeroMultiMediaDefinition = defineBlock({
  name: 'HeroMultiMedia',
  schema: HeroMultiMediaSchema,
  group: 'Hero',
  models: EVERYWHERE,
  inputs: [...heroFields, list('media', [file('src', PHOTO), file('mobileSrc'), str('altText')])],
  render: (options, _c, context) => {
    const hero = claimHero(context);
    return (
      <section className="px-4 py-10 md:px-8">
        <HeroText options={options} light={false} />
        <div
          className={`mx-auto mt-8 grid max-w-[1440px] gap-4 ${MEDIA_COLUMNS[options.media.length] ?? ''}`}
        >
          {options.media.map((media, index) => (
            <div key={index} className="relative h-[285px] md:h-[420px]">
              <BlockImage
                src={media.src}
                alt={media.altText}
                fill
                hero={hero && index === 0}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="rounded object-cover"
              />
            </div>
          ))}
        </div>
      </section>
    );
  },
});
