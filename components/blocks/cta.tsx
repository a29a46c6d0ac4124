import Link from 'next/link';
import { linkAttributes } from '@/lib/links';
import { CtaBreakerSchema, CtaGridSchema, TextMediaCtaBreakerSchema } from './schemas';
import { backgroundClass, block } from './types';
import { BlockButton, ButtonRow } from './ui/block-button';
import { BlockImage } from './ui/block-image';
import { RichText } from './ui/rich-text';

export const renderCtaBreaker = block(CtaBreakerSchema, (options) => {
  const dark = options.backgroundColor === 'Red' || options.backgroundColor === 'Black';
  return (
    <section className={`px-4 py-14 md:px-8 ${backgroundClass(options.backgroundColor)}`}>
      {options.showIntro && options.intro ? (
        <div className="mx-auto mb-10 max-w-3xl text-center">
          {options.intro.title ? (
            <h2 className="font-serif text-3xl">{options.intro.title}</h2>
          ) : null}
          <RichText html={options.intro.body} className="mt-3" />
        </div>
      ) : null}
      <div className="mx-auto flex max-w-[1440px] flex-col items-center gap-8 md:flex-row">
        {options.image ? (
          <div className={`flex-1 ${options.image.offset ? 'md:-my-20' : ''}`}>
            <BlockImage
              src={options.image.image}
              alt={options.image.altText}
              width={720}
              height={480}
              sizes="(min-width: 768px) 50vw, 100vw"
              className="h-auto w-full rounded object-cover"
            />
          </div>
        ) : null}
        <div className="flex-1 text-center md:text-left">
          {options.headline ? (
            <p
              className={`text-sm font-semibold tracking-[0.25em] uppercase ${dark ? 'text-gold' : 'text-wine'}`}
            >
              {options.headline}
            </p>
          ) : null}
          {options.title ? (
            <h2 className="mt-2 font-serif text-3xl md:text-4xl">{options.title}</h2>
          ) : null}
          <ButtonRow buttons={[options.button, options.altButton].filter(Boolean)} align="left" />
        </div>
      </div>
    </section>
  );
});

export const renderCtaGrid = block(CtaGridSchema, (options) => (
  <section className="mx-auto max-w-[1440px] px-4 py-12 md:px-8">
    {options.title ? <h2 className="text-center font-serif text-3xl">{options.title}</h2> : null}
    {options.subtitle ? (
      <p className="mt-2 text-center text-neutral-600">{options.subtitle}</p>
    ) : null}
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {options.posts.map((post, index) => {
        const target = linkAttributes(post.url);
        const card = (
          <>
            <BlockImage
              src={post.thumbnail.image}
              alt={post.thumbnail.altText}
              width={600}
              height={400}
              sizes="(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw"
              className="aspect-[3/2] w-full rounded object-cover"
            />
            <h3 className="mt-3 font-serif text-xl group-hover:text-wine">{post.title}</h3>
            {post.description ? <p className="mt-1 text-neutral-700">{post.description}</p> : null}
          </>
        );
        return (
          <li key={index} className="group">
            {target?.external ? (
              <a href={target.href} target={target.target} rel={target.rel}>
                {card}
              </a>
            ) : target ? (
              <Link href={target.href}>{card}</Link>
            ) : (
              card
            )}
          </li>
        );
      })}
    </ul>
    {options.button ? (
      <div className="mt-8 text-center">
        <BlockButton button={options.button} />
      </div>
    ) : null}
  </section>
));

/** One item: a breaker; more than one: a slider (CSS scroll snap, no script). */
export const renderTextMediaCtaBreaker = block(TextMediaCtaBreakerSchema, (options) => {
  const slider = options.texts.length > 1;
  return (
    <section
      aria-label={options.ariaLabel}
      aria-roledescription={slider ? 'carousel' : undefined}
      className={`py-12 ${options.overflow ? '' : 'overflow-hidden'}`}
    >
      <ul
        className={
          slider
            ? 'flex snap-x snap-mandatory gap-6 overflow-x-auto px-4 pb-4 md:px-8'
            : 'mx-auto max-w-[1440px] px-4 md:px-8'
        }
        data-testid={slider ? 'slider' : undefined}
      >
        {options.texts.map((item, index) => (
          <li
            key={index}
            aria-roledescription={slider ? 'slide' : undefined}
            aria-label={slider ? `${index + 1} of ${options.texts.length}` : undefined}
            className={`grid items-center gap-6 md:grid-cols-2 ${slider ? 'w-[85%] shrink-0 snap-center md:w-[70%]' : ''}`}
          >
            <BlockImage
              src={item.image.image}
              alt={item.image.altText}
              width={720}
              height={480}
              sizes="(min-width: 768px) 40vw, 85vw"
              className="h-auto w-full rounded object-cover"
            />
            <div>
              <p className="text-sm font-semibold tracking-[0.25em] text-gold-text uppercase">
                {item.eyebrow}
              </p>
              <h2 className="mt-2 font-serif text-3xl">{item.title}</h2>
              <RichText html={item.body} className="mt-3" />
              <div className="mt-5">
                <BlockButton button={item.button} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
