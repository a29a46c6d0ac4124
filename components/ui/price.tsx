import type { ReactNode } from 'react';
import { formatUsd, type PriceDisplay } from '@/lib/pricing/pricing';

/**
 * A price the shopper no longer pays (retail beside a promotion or member price, a cart line's
 * compare-at price): struck through, and read out as the retail price.
 */
export function StruckPrice({
  cents,
  suffix,
  className = 'text-muted-text',
  testId,
}: {
  cents: number;
  /** Text after the amount inside the strike, e.g. ' each'. */
  suffix?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <s className={className} data-testid={testId}>
      <span className="sr-only">Retail price </span>
      {formatUsd(cents)}
      {suffix}
    </s>
  );
}

/** The price shown large: wine-coloured when it is a lower price than retail. */
function MainPrice({
  size,
  lowered,
  children,
}: {
  size: 'sm' | 'lg';
  lowered: boolean;
  children: ReactNode;
}) {
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  return (
    <span className={`${main} font-semibold${lowered ? ' text-price-text' : ''}`}>{children}</span>
  );
}

function PriceRow({ children }: { children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3" data-testid="price">
      {children}
    </p>
  );
}

/**
 * The one way a product's price is shown (cards, the product page, the hero, the sticky bar):
 * renders the display `priceDisplay` (lib/pricing/pricing.ts) decided for the viewer.
 * `size` is the main price's size: 'lg' on the product page, 'sm' on cards and the sticky bar.
 */
export function Price({ display, size = 'lg' }: { display: PriceDisplay; size?: 'sm' | 'lg' }) {
  switch (display.kind) {
    case 'promotion':
      return (
        <PriceRow>
          <MainPrice size={size} lowered>
            {formatUsd(display.price)}
          </MainPrice>
          <StruckPrice cents={display.retailPrice} />
          <span className="rounded bg-wine px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            {display.message}
          </span>
        </PriceRow>
      );
    case 'club':
      // An active member (no label: the club price is simply their price) sees the price they
      // pay first and large, retail struck through beside it; everyone else sees retail with
      // the labelled club price as an invitation.
      if (display.label === null) {
        return (
          <PriceRow>
            <MainPrice size={size} lowered>
              <span className="sr-only">Your member price </span>
              {formatUsd(display.clubPrice)}
            </MainPrice>
            <StruckPrice cents={display.retailPrice} />
          </PriceRow>
        );
      }
      return (
        <PriceRow>
          <MainPrice size={size} lowered={false}>
            {formatUsd(display.retailPrice)}
          </MainPrice>
          <span className="text-gold-text">
            {formatUsd(display.clubPrice)}
            {display.label ? (
              <span className="ml-1 text-xs font-semibold tracking-wide uppercase">
                {display.label}
              </span>
            ) : null}
          </span>
        </PriceRow>
      );
    case 'retail':
      return (
        <p data-testid="price">
          <MainPrice size={size} lowered={false}>
            {formatUsd(display.retailPrice)}
          </MainPrice>
        </p>
      );
  }
}
