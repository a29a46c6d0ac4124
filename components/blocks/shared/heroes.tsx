import type * as v from 'valibot';
import { type ReactNode } from 'react';
import { type BlockContext } from '../types';
import { ButtonRow } from '../ui/block-button';
import { BlockImage } from '../ui/block-image';
import { HeroHeadlineSchema } from './schemas';

export type HeroCommon = v.InferOutput<typeof HeroHeadlineSchema>;

/** The first hero of a page is preloaded at quality 85; any later one loads lazily. */
export function claimHero(context: BlockContext): boolean {
  const first = !context.heroSeen.value;
  context.heroSeen.value = true;
  return first;
}

export function HeroText({
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

export function HeroFrame({
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

export const position = (h: string, v: string) =>
  `object-${h === 'center' && v === 'center' ? 'center' : `${v === 'center' ? '' : v}${v !== 'center' && h !== 'center' ? '-' : ''}${h === 'center' ? '' : h}`}`;
