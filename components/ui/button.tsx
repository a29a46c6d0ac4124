/**
 * The site's controls: a button in one of its styles (and those classes for a link that must look
 * like one), a link to another site, and the line icon a control holds.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';

const VARIANTS = {
  /** The form's submit: full width, the wine colour. */
  submit:
    'w-full rounded bg-wine px-4 py-2 font-semibold tracking-wide text-white uppercase disabled:opacity-60',
  /** A call to action (add to cart, join): the wine colour, darker on hover. */
  primary:
    'rounded bg-wine px-8 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60',
  /** The way back beside a primary action, as large as it (the club wizard's Back). */
  secondary:
    'rounded border-2 border-wine px-8 py-3 font-semibold tracking-wide text-wine uppercase disabled:opacity-60',
  /** A quieter action beside a primary one. */
  outline:
    'rounded border border-wine px-3 py-1 text-sm font-semibold text-wine hover:bg-wine hover:text-white disabled:opacity-60',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a button, for a link that must look like one. */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant];
}

/** A native button in one of the site's styles; `type` defaults to "button", never a stray submit. */
export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link to another site: opens in a new tab that gets no handle on this page. */
export function NewTabLink({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}

/**
 * A 24 px line-drawn icon in the text's colour, hidden from assistive technology: the control
 * that holds it carries the name.
 */
export function LineIcon({
  strokeWidth = 2,
  children,
}: {
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
