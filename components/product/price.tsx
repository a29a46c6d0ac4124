import { formatUsd } from '@/lib/money';
import type { PriceDisplay } from '@/lib/pricing';

/** Renders a price display decided by `priceDisplay` (spec section 4). */
export function Price({ display, size = 'lg' }: { display: PriceDisplay; size?: 'sm' | 'lg' }) {
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  switch (display.kind) {
    case 'promotion':
      return (
        <p className="flex flex-wrap items-baseline gap-x-3" data-testid="price">
          <span className={`${main} font-semibold text-wine`}>{formatUsd(display.price)}</span>
          <s className="text-neutral-500">
            <span className="sr-only">Retail price </span>
            {formatUsd(display.retailPrice)}
          </s>
          <span className="rounded bg-wine px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            {display.message}
          </span>
        </p>
      );
    case 'club':
      // An active member (no label: the club price is simply their price) sees the price they
      // pay first and large, retail struck through beside it; everyone else sees retail with
      // the labelled club price as an invitation.
      if (display.label === null) {
        return (
          <p className="flex flex-wrap items-baseline gap-x-3" data-testid="price">
            <span className={`${main} font-semibold text-wine`}>
              <span className="sr-only">Your member price </span>
              {formatUsd(display.clubPrice)}
            </span>
            <s className="text-neutral-500">
              <span className="sr-only">Retail price </span>
              {formatUsd(display.retailPrice)}
            </s>
          </p>
        );
      }
      return (
        <p className="flex flex-wrap items-baseline gap-x-3" data-testid="price">
          <span className={`${main} font-semibold`}>{formatUsd(display.retailPrice)}</span>
          <span className="text-gold-text">
            {formatUsd(display.clubPrice)}
            {display.label ? (
              <span className="ml-1 text-xs font-semibold tracking-wide uppercase">
                {display.label}
              </span>
            ) : null}
          </span>
        </p>
      );
    case 'retail':
      return (
        <p data-testid="price">
          <span className={`${main} font-semibold`}>{formatUsd(display.retailPrice)}</span>
        </p>
      );
  }
}
