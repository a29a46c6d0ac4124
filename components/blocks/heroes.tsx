import type * as v from 'valibot';
import type { ReactNode } from 'react';
import {
  HeroHeadlineSchema,
  HeroIconListSchema,
  HeroMultiMediaSchema,
  HeroOverlaySchema,
  HeroTextListSchema,
  HeroTwoColumnsSchema,
  TieredDiscountListSchema,
} from './schemas';
import { backgroundClass, block, type BlockContext } from './types';
import { BlockButton, ButtonRow } from './ui/block-button';
import { BlockImage } from './ui/block-image';
import { Icon } from './ui/icon';
import { RichText } from './ui/rich-text';

type HeroCommon = v.InferOutput<typeof HeroHeadlineSchema>;

/** The first hero of a page is preloaded at quality 85; any later one loads lazily. */
function claimHero(context: BlockContext): boolean {
  const first = !context.heroSeen.value;
  context.heroSeen.value = true;
  return first;
}

function HeroText({
  options,
  light,
}: {
  options: Pick<HeroCommon, 'headline' | 'buttons' | 'disableAnimations'>;
  light: boolean;
}) {
  const { headline, buttons } = options;
  const buttonRow = buttons ? (
    <ButtonRow buttons={[buttons.primary, buttons.secondary].filter(Boolean)} />
  ) : null;
  const content = (
    <div className={`mx-auto max-w-3xl text-center ${light ? 'text-white' : ''}`}>
      {buttons?.top ? buttonRow : null}
      {headline.preheading ? (
        <p
          className={`text-sm font-semibold tracking-[0.3em] uppercase ${light ? 'text-gold-pale [text-shadow:0_1px_3px_rgb(0_0_0/0.7)]' : 'text-gold-text'}`}
        >
          {headline.preheading}
        </p>
      ) : null}
      <h1
        className={`mt-3 text-4xl md:text-6xl ${headline.headingDesign?.secondaryFontEnabled ? 'font-sans font-light' : 'font-serif'}`}
        style={{ color: headline.headingDesign?.color }}
      >
        {headline.heading}
      </h1>
      {headline.subheading ? (
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">{headline.subheading}</p>
      ) : null}
      {buttons?.top ? null : buttonRow}
    </div>
  );
  // Hero text is the largest paint of the page: it is never hidden behind a reveal animation.
  return content;
}

function HeroFrame({
  children,
  image,
  alt,
  hero,
  position,
}: {
  children: ReactNode;
  image?: string;
  alt?: string;
  hero: boolean;
  position?: string;
}) {
  return (
    // Minimum heights, not fixed ones: on a phone the text and buttons may need more than 285 px,
    // and the hero grows rather than cutting off its call to action.
    <section className="relative flex min-h-[285px] items-center justify-center overflow-hidden bg-ink px-4 py-10 xs:min-h-[420px] sm:min-h-[460px] md:min-h-[480px] lg:min-h-[512px]">
      {image ? (
        <BlockImage
          src={image}
          alt={alt}
          fill
          hero={hero}
          lazy={!hero}
          className={`object-cover ${position ?? ''}`}
        />
      ) : null}
      <div className="absolute inset-0 bg-ink/50" aria-hidden="true" />
      <div className="relative w-full">{children}</div>
    </section>
  );
}

const position = (h: string, v: string) =>
  `object-${h === 'center' && v === 'center' ? 'center' : `${v === 'center' ? '' : v}${v !== 'center' && h !== 'center' ? '-' : ''}${h === 'center' ? '' : h}`}`;

export const renderHeroHeadline = block(HeroHeadlineSchema, (options) => (
  <section className={`px-4 py-16 md:py-24 ${backgroundClass(options.backgroundColor)}`}>
    <HeroText
      options={options}
      light={options.backgroundColor === 'Red' || options.backgroundColor === 'Black'}
    />
  </section>
));

export const renderHeroOverlay = block(HeroOverlaySchema, (options, _c, context) => {
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
          <BlockImage
            src={options.imageOverlay.image}
            alt={options.imageOverlay.altText}
            width={240}
            height={160}
            sizes="240px"
            className="h-32 w-auto"
          />
        </div>
      ) : null}
    </div>
  );
});

export const renderHeroTwoColumns = block(HeroTwoColumnsSchema, (options, _c, context) => (
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
));

export const renderHeroTextList = block(HeroTextListSchema, (options, _c, context) => (
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
          <p className="font-serif text-3xl text-gold-text">{String(index + 1).padStart(2, '0')}</p>
          <h2 className="mt-2 text-lg font-semibold">{item.title}</h2>
          <RichText html={item.body} className="mt-2 text-neutral-700" />
        </li>
      ))}
    </ol>
  </>
));

const MEDIA_COLUMNS = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3'];

export const renderHeroMultiMedia = block(HeroMultiMediaSchema, (options, _c, context) => {
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
});

export const renderHeroIconList = block(HeroIconListSchema, (options, _c, context) => (
  <>
    <HeroFrame
      image={options.backgroundImage?.image}
      alt={options.backgroundImage?.altText}
      hero={claimHero(context)}
    >
      <h1 className="text-center font-serif text-4xl text-white md:text-6xl">{options.headline}</h1>
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
            <p className="mt-2">
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
));

export const renderTieredDiscountList = block(TieredDiscountListSchema, (options) => (
  <section
    className={`px-4 py-12 ${options.design === 'hero-tiered-discount-alt' ? 'bg-ink text-white' : 'bg-off-white'}`}
  >
    <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-10">
      {options.items.map((item, index) => {
        const { percent } = item;
        const value = `${percent.showPlusSign ? '+' : ''}${percent.showDollarSign ? '$' : ''}${percent.value}${percent.showSymbol ? '%' : ''}`;
        return (
          <li key={index} className="text-center">
            {item.eyebrow ? (
              <p
                className="text-sm tracking-widest uppercase"
                style={{ color: item.eyebrow.color, fontFamily: item.eyebrow.font }}
              >
                {item.eyebrow.text}
              </p>
            ) : null}
            <p
              className="font-serif text-6xl"
              style={{ color: percent.color, fontFamily: percent.font }}
            >
              {value}
            </p>
            {item.description ? (
              <p
                className="mt-1 text-sm"
                style={{ color: item.description.color, fontFamily: item.description.font }}
              >
                {item.description.text}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  </section>
));
