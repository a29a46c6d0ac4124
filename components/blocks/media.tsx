import { linkAttributes } from '@/lib/links';
import {
  GalleryImageSchema,
  ImageSchema,
  ImageTextOverlaySchema,
  ImageWithChildrenSchema,
  LogoListSchema,
  ParallaxWrapperSchema,
  QuoteListSchema,
  TextImageMasonrySchema,
  TextImageSchema,
  TextImageSidebarSchema,
} from './schemas';
import { TextBox } from './basic';
import { block } from './types';
import { BlockButton, ButtonRow } from './ui/block-button';
import { BlockImage } from './ui/block-image';
import { Reveal } from './ui/reveal';
import { RichText } from './ui/rich-text';

export const renderImage = block(ImageSchema, (options) => (
  <section className={`${options.fullWidth ? '' : 'mx-auto max-w-[1440px] px-4 md:px-8'} py-6`}>
    {options.title ? (
      <h2 className="mb-4 text-center font-serif text-3xl">{options.title}</h2>
    ) : null}
    <div className={`grid gap-4 ${options.images.length > 1 ? 'md:grid-cols-2' : ''}`}>
      {options.images.map((image, index) => (
        <figure key={index}>
          <BlockImage
            src={image.image}
            alt={image.altText}
            width={1440}
            height={810}
            lazy={!options.disableLazyLoad}
            hero={options.preload}
            className="h-auto w-full object-cover"
          />
          {image.caption ? (
            <figcaption className="mt-2 text-center text-sm text-neutral-600">
              {image.caption}
            </figcaption>
          ) : null}
        </figure>
      ))}
    </div>
  </section>
));

/** Grid tracks per gallery style: the patterns repeat through the list. */
const GALLERY_GRID: Record<string, string> = {
  '4-4-repeat': 'grid-cols-2 md:grid-cols-4',
  '3-3-repeat': 'grid-cols-2 md:grid-cols-3',
  '3-2-4-repeat': 'grid-cols-2 md:grid-cols-12',
  instagram: 'grid-cols-3',
  masonry: 'grid-cols-1 md:grid-cols-3',
};
/** 3-2-4-repeat: a row of three, a row of two, a row of four (in 12 columns), then again. */
const SPANS_3_2_4 = [
  'md:col-span-4',
  'md:col-span-4',
  'md:col-span-4',
  'md:col-span-6',
  'md:col-span-6',
  'md:col-span-3',
  'md:col-span-3',
  'md:col-span-3',
  'md:col-span-3',
];

export const renderGalleryImage = block(GalleryImageSchema, (options) => (
  <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8" data-gallery-style={options.style}>
    {options.title ? <h2 className="text-center font-serif text-3xl">{options.title}</h2> : null}
    {options.subtitle ? (
      <p className="mt-2 text-center text-neutral-600">{options.subtitle}</p>
    ) : null}
    <ul className={`mt-6 grid gap-3 ${GALLERY_GRID[options.style] ?? ''}`}>
      {options.images.map((image, index) => {
        const span =
          options.style === '3-2-4-repeat'
            ? `col-span-1 ${SPANS_3_2_4[index % SPANS_3_2_4.length]}`
            : options.style === 'masonry' && index === 0
              ? 'md:row-span-2'
              : '';
        const square = options.style === 'instagram' || options.style === '4-4-repeat';
        const picture = (
          <BlockImage
            src={image.image}
            alt={image.altText}
            width={800}
            height={square ? 800 : 600}
            sizes="(min-width: 768px) 33vw, 50vw"
            className={`h-full w-full object-cover ${square ? 'aspect-square' : ''}`}
          />
        );
        const target = linkAttributes(image.link);
        return (
          <li key={index} className={span} data-testid="gallery-item">
            {target ? (
              <a
                href={target.href}
                target={target.target}
                rel={target.rel}
                aria-label={image.ariaLabel}
              >
                {picture}
              </a>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </ul>
    {options.socialText ? (
      <p className="mt-4 text-center text-sm tracking-widest uppercase">{options.socialText}</p>
    ) : null}
  </section>
));

export const renderImageTextOverlay = block(
  ImageTextOverlaySchema,
  (options, _children, context) => {
    const hero = options.isHero && !context.heroSeen.value;
    if (options.isHero) context.heroSeen.value = true;
    const justify =
      options.design === 'left'
        ? 'justify-start'
        : options.design === 'right'
          ? 'justify-end'
          : 'justify-center';
    return (
      <section
        className={`relative flex min-h-[420px] items-center ${justify} overflow-hidden px-4 py-16 md:min-h-[512px] md:px-12`}
      >
        <BlockImage
          src={options.image.src}
          alt={options.image.altText}
          fill
          hero={hero}
          className="object-cover"
        />
        <div className="absolute inset-0 bg-ink/45" aria-hidden="true" />
        {options.textBlock ? (
          <div className="relative max-w-2xl text-white">
            <TextBox
              options={{
                ...options.textBlock,
                design: 'WhiteCenter',
                isHeadingOne: options.isHero || options.textBlock.isHeadingOne,
              }}
            />
          </div>
        ) : null}
      </section>
    );
  },
);

export const renderImageWithChildren = block(ImageWithChildrenSchema, (options, children) => (
  <section
    className="relative flex items-center justify-center overflow-hidden px-4 py-12"
    style={{ minHeight: options.minHeight }}
  >
    <BlockImage src={options.image.src} alt={options.image.altText} fill className="object-cover" />
    <div className="relative w-full max-w-4xl rounded bg-white/90 p-6">{children}</div>
  </section>
));

export const renderParallaxWrapper = block(ParallaxWrapperSchema, (options, children) => (
  <section
    className="relative bg-cover bg-fixed bg-center px-4 py-24 motion-reduce:bg-scroll"
    style={{
      backgroundImage: `url(${JSON.stringify(`/_next/image?url=${encodeURIComponent(options.image)}&w=1920&q=75`)})`,
    }}
    role={options.altText ? 'img' : undefined}
    aria-label={options.altText}
  >
    <div className="relative mx-auto max-w-4xl rounded bg-white/90 p-8">{children}</div>
  </section>
));

export const renderLogoList = block(LogoListSchema, (options) => (
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
              {logo.url ? (
                <a href={logo.url} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </Reveal>
          </li>
        );
      })}
    </ul>
  </section>
));

export const renderQuoteList = block(QuoteListSchema, (options) => (
  <section
    className={`px-4 py-12 md:px-8 ${options.offWhiteBackground ? 'bg-off-white' : ''}`}
    data-quote-type={options.type}
  >
    <ul
      className={`mx-auto grid max-w-[1440px] gap-8 ${options.quotes.length > 1 ? 'md:grid-cols-2 lg:grid-cols-3' : 'max-w-3xl'}`}
    >
      {options.quotes.map((quote, index) => (
        <li key={index}>
          <figure className="flex h-full flex-col items-center text-center">
            {options.type === 'PICTURE' && quote.image ? (
              <BlockImage
                src={quote.image.src}
                alt={quote.image.altText}
                width={160}
                height={160}
                sizes="160px"
                className="mb-4 h-32 w-32 rounded-full object-cover"
              />
            ) : null}
            {options.type === 'REVIEW' ? (
              <p aria-label="Five stars" className="mb-2 text-gold-text">
                ★★★★★
              </p>
            ) : null}
            {quote.title ? <p className="font-serif text-xl">{quote.title}</p> : null}
            <blockquote className="mt-3 text-lg italic" style={{ color: options.bodyColor }}>
              <RichText html={quote.body} />
            </blockquote>
            {quote.author ? (
              <figcaption
                className={`mt-4 ${options.type === 'SIGNATURE' ? 'font-serif text-2xl text-gold-text italic' : 'font-semibold'}`}
              >
                {quote.author}
                {quote.authorInfo ? (
                  <span className="block text-sm font-normal text-neutral-600 not-italic">
                    {quote.authorInfo}
                  </span>
                ) : null}
              </figcaption>
            ) : null}
            {quote.button ? (
              <div className="mt-4">
                <BlockButton button={quote.button} />
              </div>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  </section>
));

const TEXT_MEDIA_LAYOUT: Record<string, string> = {
  'text-left': 'md:flex-row',
  'text-right': 'md:flex-row-reverse',
  'text-top': 'flex-col',
  'text-bottom': 'flex-col-reverse',
};

export const renderTextImage = block(TextImageSchema, (options) => (
  <section
    className={`mx-auto flex max-w-[1440px] flex-col gap-8 px-4 py-12 md:items-center md:px-8 ${TEXT_MEDIA_LAYOUT[options.design]}`}
  >
    <div className="flex-1">
      {options.brandImage ? (
        <BlockImage
          src={options.brandImage.src}
          alt={options.brandImage.altText}
          width={120}
          height={120}
          sizes="120px"
          className="mb-4 h-16 w-auto"
        />
      ) : null}
      {options.eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.25em] text-gold-text uppercase">
          {options.eyebrow}
        </p>
      ) : null}
      {options.title ? (
        <h2 className="mt-2 font-serif text-3xl md:text-4xl">{options.title}</h2>
      ) : null}
      {options.subtitle ? (
        <p className="mt-2 text-lg text-neutral-600">{options.subtitle}</p>
      ) : null}
      <RichText html={options.body} className="mt-4" />
      <ButtonRow buttons={options.buttons} align="left" />
    </div>
    <div className={`flex-1 ${options.image.stretch ? 'self-stretch' : ''}`}>
      <Reveal>
        <BlockImage
          src={options.image.src}
          alt={options.image.altText}
          width={options.image.defaultWidth ?? 720}
          height={540}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="h-full w-full rounded object-cover"
        />
      </Reveal>
      {options.bottomImage ? (
        <BlockImage
          src={options.bottomImage.src}
          alt={options.bottomImage.altText}
          width={360}
          height={240}
          sizes="360px"
          className="mt-4 w-1/2"
        />
      ) : null}
    </div>
  </section>
));

export const renderTextImageMasonry = block(TextImageMasonrySchema, (options) => (
  <section className="mx-auto grid max-w-[1440px] gap-8 px-4 py-12 md:grid-cols-2 md:px-8">
    <div className="self-center">
      {options.eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.25em] text-gold-text uppercase">
          {options.eyebrow}
        </p>
      ) : null}
      {options.title ? <h2 className="mt-2 font-serif text-3xl">{options.title}</h2> : null}
      <RichText html={options.body} className="mt-4" />
      <ButtonRow buttons={options.buttons} align="left" />
    </div>
    <div className="grid grid-cols-2 gap-3">
      {options.images.map((image, index) => (
        <BlockImage
          key={index}
          src={image.image}
          alt={image.altText}
          width={600}
          height={index === 0 ? 900 : 440}
          sizes="25vw"
          className={`h-full w-full rounded object-cover ${index === 0 ? 'row-span-2' : ''}`}
        />
      ))}
    </div>
  </section>
));

export const renderTextImageSidebar = block(TextImageSidebarSchema, (options) => (
  <section className="mx-auto grid max-w-[1440px] gap-8 px-4 py-12 md:grid-cols-[2fr_1fr] md:px-8">
    <div>
      <RichText html={options.text} />
      <BlockImage
        src={options.image.src}
        alt={options.image.altText}
        width={960}
        height={540}
        sizes="(min-width: 768px) 66vw, 100vw"
        className="mt-6 h-auto w-full rounded"
      />
    </div>
    {options.sideBarText ? (
      <aside className="rounded bg-off-white p-6">
        <RichText html={options.sideBarText} />
      </aside>
    ) : null}
  </section>
));
