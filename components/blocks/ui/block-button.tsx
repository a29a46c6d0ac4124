import Link from 'next/link';
import * as v from 'valibot';
import { linkAttributes } from '@/lib/content/links';
import { ButtonSchema, type ButtonOptions } from '../shared/schemas';

const DESIGN: Record<ButtonOptions['design'], { solid: string; outlined: string }> = {
  red: {
    solid: 'bg-wine text-white hover:bg-wine-dark',
    outlined: 'border-2 border-wine text-wine hover:bg-wine hover:text-white',
  },
  darkRed: {
    solid: 'bg-wine-dark text-white',
    outlined: 'border-2 border-wine-dark text-wine-dark',
  },
  gold: {
    solid: 'bg-gold text-ink hover:brightness-95',
    outlined: 'border-2 border-gold text-gold',
  },
  gray: {
    solid: 'bg-neutral-600 text-white',
    outlined: 'border-2 border-neutral-600 text-neutral-700',
  },
  darkGray: {
    solid: 'bg-neutral-800 text-white',
    outlined: 'border-2 border-neutral-800 text-neutral-800',
  },
  white: {
    solid: 'bg-white text-ink',
    outlined: 'border-2 border-white text-white hover:bg-white hover:text-ink',
  },
  'white-red': { solid: 'bg-white text-wine', outlined: 'border-2 border-white text-wine' },
  underline: { solid: 'underline underline-offset-4', outlined: 'underline underline-offset-4' },
  link: { solid: 'text-wine hover:underline', outlined: 'text-wine hover:underline' },
};

/** The look of a builder button's design (also for links a block builds itself). */
export function buttonClassName(options: Pick<ButtonOptions, 'design' | 'outlined'>): string {
  const plain = options.design === 'underline' || options.design === 'link';
  const style = DESIGN[options.design][options.outlined ? 'outlined' : 'solid'];
  return `${plain ? '' : 'inline-block rounded px-6 py-3 text-sm font-semibold tracking-wide uppercase transition-colors'} ${style}`;
}

/**
 * A builder button: a link styled by design. Invalid button props render nothing (spec). A file
 * upload links to the PDF; external links open in a new tab without opener.
 */
export function BlockButton({ button }: { button: unknown }) {
  const parsed = v.safeParse(ButtonSchema, button);
  if (!parsed.success) return null;
  const options = parsed.output;
  const target = linkAttributes(options.isFileUpload ? options.fileUpload : options.href);
  if (!target) return null;
  const className = buttonClassName(options);
  const dataLayer = options.dataLayerName
    ? { 'data-layer-name': options.dataLayerName, 'data-layer-value': options.dataLayerValue }
    : {};
  if (target.external || options.disableNextLink || options.isFileUpload) {
    return (
      <a
        href={target.href}
        target={target.target}
        rel={target.rel}
        aria-label={options.ariaLabel}
        className={className}
        {...dataLayer}
      >
        {options.text}
      </a>
    );
  }
  return (
    <Link href={target.href} aria-label={options.ariaLabel} className={className} {...dataLayer}>
      {options.text}
    </Link>
  );
}

export function ButtonRow({
  buttons,
  align = 'center',
}: {
  buttons: readonly unknown[] | undefined;
  align?: 'left' | 'center' | 'right';
}) {
  if (!buttons?.length) return null;
  const justify =
    align === 'left' ? 'justify-start' : align === 'right' ? 'justify-end' : 'justify-center';
  return (
    <div className={`mt-6 flex flex-wrap items-center gap-4 ${justify}`}>
      {buttons.map((button, index) => (
        <BlockButton key={index} button={button} />
      ))}
    </div>
  );
}

/** An optional button in its own box (nothing when the editor set none). */
export function ButtonBox({ button, className }: { button: unknown; className: string }) {
  return button ? (
    <div className={className}>
      <BlockButton button={button} />
    </div>
  ) : null;
}

/** A list block's closing button, centred under the list. */
export function ClosingButton({ button }: { button: unknown }) {
  return <ButtonBox button={button} className="mt-8 text-center" />;
}
