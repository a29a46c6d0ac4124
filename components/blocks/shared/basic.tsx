import { ButtonRow } from '../ui/block-button';
import { Reveal } from '../ui/reveal';
import { Eyebrow } from '../ui/eyebrow';
import { RichText } from '../ui/rich-text';
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
