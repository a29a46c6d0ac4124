import * as v from 'valibot';
import { BlockImage } from '../ui/block-image';
import { Reveal } from '../ui/reveal';
import { flag, required, LogoLinkSchema, GraphicSchema, threshold } from '../shared/schemas';
import { EVERYWHERE, GRAPHIC, str, bool, file, list, thresholdInput } from '../shared/inputs';
import { defineBlock } from '../define';
import { NewTabLink } from '@/components/ui/button';

const LogoListSchema = v.looseObject({
  logos: v.array(
    v.looseObject({
      image: GraphicSchema,
      url: v.optional(LogoLinkSchema),
      altText: required('Logo alt text'),
    }),
  ),
  disableBackgroundColor: flag,
  viewportThreshold: threshold,
});

export const LogoListDefinition = defineBlock({
  name: 'LogoList',
  schema: LogoListSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    list('logos', [
      file('image', GRAPHIC, { required: true }),
      { name: 'url', type: 'url', helperText: 'http/https only' },
      str('altText', { required: true }),
    ]),
    bool('disableBackgroundColor'),
    thresholdInput,
  ],
  render: (options) => (
    <section className={`px-4 py-10 ${options.disableBackgroundColor ? '' : 'bg-off-white'}`}>
      <ul className="mx-auto flex max-w-[1440px] flex-wrap items-center justify-center gap-8">
        {options.logos.map((logo, index) => {
          const image = (
            <BlockImage
              src={logo.image}
              alt={logo.altText}
              width={206}
              height={75}
              sizes="(min-width: 1024px) 206px, 144px"
              className="h-[55px] w-[144px] object-contain md:h-[56px] lg:h-[75px] lg:w-[206px]"
            />
          );
          return (
            <li key={index}>
              {/* Each logo appears 0.15 s after the one before it. */}
              <Reveal threshold={options.viewportThreshold} delayMs={index * 150}>
                {logo.url ? <NewTabLink href={logo.url}>{image}</NewTabLink> : image}
              </Reveal>
            </li>
          );
        })}
      </ul>
    </section>
  ),
});
