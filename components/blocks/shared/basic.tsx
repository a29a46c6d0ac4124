/**
 * The blocks' basic text: the gold eyebrow above a title, editor-written rich text, and the text
 * box built of them.
 */
import type { ReactNode } from 'react';
import { ButtonRow } from '../ui/block-button';
import { Reveal } from '../ui/reveal';
import { sanitizeHtml } from '@/lib/site/html';
import { TextBlockOptions } from './schemas';

export const DESIGN_CLASSES: Record<
  TextBlockOptions['design'],
  { align: string; heading: string }
> = {
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
      {options.preheader ? <Eyebrow>{options.preheader}</Eyebrow> : null}
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

/** The small gold capitals above a block's title. */
export function Eyebrow({
  children,
  size = 'text-sm',
}: {
  children: ReactNode;
  size?: 'text-sm' | 'text-xs';
}) {
  return (
    <p className={`${size} font-semibold tracking-[0.25em] text-gold-text uppercase`}>{children}</p>
  );
}

/** Editor-written HTML, sanitized, with the site's prose styles. */
export function RichText({
  html,
  className = '',
}: {
  html: string | undefined;
  className?: string;
}) {
  if (!html) return null;
  return (
    <div
      className={`space-y-3 leading-relaxed [&_a]:text-wine [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
