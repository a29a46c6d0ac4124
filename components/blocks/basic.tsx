import Link from 'next/link';
import { linkAttributes } from '@/lib/links';
import { spacerRem } from '@/lib/spacer';
import {
  ButtonListSchema,
  SocialHeaderSchema,
  SpacerSchema,
  StickySubNavigationSchema,
  SubNavSchema,
  TableSchema,
  TextBlockSchema,
  TextListSchema,
  TextSchema,
  type TextBlockOptions,
} from './schemas';
import { block } from './types';
import { ButtonRow, BlockButton } from './ui/block-button';
import { Reveal } from './ui/reveal';
import { RichText } from './ui/rich-text';

const DESIGN_CLASSES: Record<TextBlockOptions['design'], { align: string; heading: string }> = {
  GoldLeft: { align: 'text-left', heading: 'text-gold-text' },
  BlackGoldLeft: { align: 'text-left', heading: 'text-ink [&_span]:text-gold' },
  BlackCenter: { align: 'text-center', heading: 'text-ink' },
  WhiteCenter: { align: 'text-center text-white', heading: 'text-white' },
  GoldCenter: { align: 'text-center', heading: 'text-gold-text' },
};

/** The text box used on its own and inside overlays and heroes. */
export function TextBox({ options }: { options: TextBlockOptions }) {
  const design = DESIGN_CLASSES[options.design];
  const Heading = options.isHeadingOne ? 'h1' : 'h2';
  const headline =
    typeof options.headline === 'string'
      ? { text: options.headline, textColor: undefined }
      : options.headline;
  const content = (
    <div className={`mx-auto max-w-3xl ${design.align}`}>
      {options.preEyebrow ? (
        <p
          className="mb-3 inline-block rounded px-2 py-1 text-xs font-semibold tracking-widest uppercase"
          style={{
            color: options.preEyebrow.textColor,
            backgroundColor: options.preEyebrow.backgroundColor,
          }}
        >
          {options.preEyebrow.text}
        </p>
      ) : null}
      {options.preheader ? (
        <p className="text-sm font-semibold tracking-[0.25em] text-gold-text uppercase">
          {options.preheader}
        </p>
      ) : null}
      {headline?.text ? (
        <Heading
          className={`mt-2 font-serif text-3xl md:text-4xl ${design.heading}`}
          style={{ color: headline.textColor }}
        >
          {headline.text}
        </Heading>
      ) : null}
      <RichText html={options.body} className="mt-4 text-lg" />
      <ButtonRow
        buttons={options.buttons}
        align={design.align.includes('left') ? 'left' : 'center'}
      />
      <RichText html={options.footnote} className="mt-4 text-sm text-neutral-600" />
    </div>
  );
  return options.disableAnimations ? (
    content
  ) : (
    <Reveal threshold={options.viewportThreshold}>{content}</Reveal>
  );
}

export const renderText = block(TextSchema, (options) => (
  <RichText html={options.text} className="mx-auto max-w-3xl px-4" />
));

export const renderTextBlock = block(TextBlockSchema, (options) => (
  <section className="px-4 py-10 md:px-8">
    <TextBox options={options} />
  </section>
));

export const renderButtonList = block(ButtonListSchema, (options) => (
  <div className="px-4">
    <ButtonRow buttons={options.buttons} align={options.alignment} />
  </div>
));

export const renderSpacer = block(SpacerSchema, (options) => {
  const rem = (bp: 'mobile' | 'tablet' | 'desktop') =>
    `${spacerRem(bp, options[bp], options[`${bp}Custom`])}rem`;
  return (
    <div
      aria-hidden="true"
      className="flex h-(--spacer-mobile) items-center md:h-(--spacer-tablet) lg:h-(--spacer-desktop)"
      style={
        {
          '--spacer-mobile': rem('mobile'),
          '--spacer-tablet': rem('tablet'),
          '--spacer-desktop': rem('desktop'),
        } as React.CSSProperties
      }
      data-testid="spacer"
    >
      {options.line ? <hr className="mx-auto w-full max-w-[1440px] border-ash" /> : null}
    </div>
  );
});

/**
 * A table that fits a phone: from the sm breakpoint a normal table; below it each row becomes a
 * small card of "header: value" lines (the header repeated from data-label), so nothing runs off
 * the screen or hides in a sideways scroll.
 */
export const renderTable = block(TableSchema, (options) => (
  <div className="mx-auto max-w-4xl px-4 py-6">
    <table className="w-full border-collapse text-left text-sm max-sm:block">
      {options.caption ? (
        <caption className="mb-3 text-left font-serif text-xl max-sm:block">
          {options.caption}
        </caption>
      ) : null}
      <thead className="max-sm:sr-only">
        <tr>
          {options.headers.map((header, index) => (
            <th key={index} scope="col" className="border-b-2 border-ink px-3 py-2">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {options.rows.map((row, rowIndex) => (
          <tr
            key={rowIndex}
            className="odd:bg-off-white max-sm:block max-sm:border-b max-sm:border-ash max-sm:py-2"
          >
            {row.map((cell, cellIndex) => (
              <td
                key={cellIndex}
                data-label={options.headers[cellIndex] ?? ''}
                className="border-b border-ash px-3 py-2 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:border-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]"
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
));

export const renderTextList = block(TextListSchema, (options) => {
  const List = options.numbered ? 'ol' : 'ul';
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      {options.title ? <h2 className="mb-6 font-serif text-3xl">{options.title}</h2> : null}
      <List className="space-y-6">
        {options.items.map((item, index) => (
          <li key={index} className="flex gap-4">
            <span aria-hidden="true" className="mt-1 font-serif text-2xl text-gold-text">
              {options.numbered ? `${index + 1}.` : '◆'}
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <RichText html={item.body} className="mt-1 text-neutral-700" />
            </div>
          </li>
        ))}
      </List>
    </section>
  );
});

const NETWORK_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

export const renderSocialHeader = block(SocialHeaderSchema, (options) => (
  <section className="px-4 py-8 text-center">
    {options.title ? <h2 className="font-serif text-2xl">{options.title}</h2> : null}
    <ul className="mt-4 flex justify-center gap-4">
      {options.links.map((item) => (
        <li key={item.network}>
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white"
          >
            {NETWORK_LABELS[item.network]}
          </a>
        </li>
      ))}
    </ul>
  </section>
));

export const renderStickySubNavigation = block(StickySubNavigationSchema, (options) => (
  <nav
    aria-label={options.title ?? 'Page'}
    className="sticky top-0 z-20 flex items-center justify-between gap-4 border-b border-ash bg-white/95 px-4 py-3 backdrop-blur md:px-8"
  >
    <p className="font-serif text-lg">{options.title}</p>
    <div className="flex gap-3">
      {options.buttons.map((button, index) => (
        <BlockButton key={index} button={button} />
      ))}
    </div>
  </nav>
));

export const renderSubNav = block(SubNavSchema, (options, _children, context) => (
  <nav aria-label="Section" className="border-b border-ash px-4 md:px-8">
    {options.skipNavLink ? (
      <a href="#main-content" className="sr-only focus:not-sr-only">
        Skip navigation
      </a>
    ) : null}
    <ul className="mx-auto flex max-w-[1440px] gap-6 overflow-x-auto py-3 text-sm font-semibold tracking-wide uppercase">
      {options.navItems.map((item) => {
        const target = linkAttributes(item.href);
        if (!target) return null;
        const current = item.href === context.path;
        return (
          <li key={item.href}>
            {target.external ? (
              <a href={target.href} target={target.target} rel={target.rel}>
                {item.label}
              </a>
            ) : (
              <Link
                href={target.href}
                aria-current={current ? 'page' : undefined}
                className={`${options.enableTransitions ? 'transition-colors' : ''} hover:text-wine aria-[current=page]:text-wine`}
              >
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  </nav>
));
