import { FREE_GROUND_SHIPPING_MIN_BOTTLES } from '@/lib/constants';
import { formatUsd } from '@/lib/money';
import type { QuoteResult } from '@/server/actions/checkout';

/**
 * Subtotal, shipping, tax and total as the commerce service quoted them: exactly what "Place
 * order" charges and the receipt shows. While a quote is on its way the figures say so.
 */
export function CheckoutTotals({
  quote,
  requiresShipping,
}: {
  quote: QuoteResult | null;
  requiresShipping: boolean;
}) {
  if (!quote) {
    return (
      <p className="mt-4 text-sm text-neutral-600" role="status">
        Calculating shipping and tax…
      </p>
    );
  }
  if (!quote.ok) {
    return (
      <p className="mt-4 text-sm text-wine" role="status" data-testid="checkout-quote-problem">
        {quote.message}
      </p>
    );
  }
  const { subTotal, shipTotal, taxTotal, total } = quote.quote;
  return (
    <div role="status" aria-live="polite">
      <dl className="mt-4 space-y-1 text-sm" data-testid="checkout-totals">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="checkout-subtotal">{formatUsd(subTotal)}</dd>
        </div>
        {requiresShipping ? (
          <div className="flex justify-between">
            <dt>Ground shipping</dt>
            <dd data-testid="checkout-shipping">
              {shipTotal === 0 ? 'Free' : formatUsd(shipTotal)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Tax</dt>
          <dd data-testid="checkout-tax">{formatUsd(taxTotal)}</dd>
        </div>
        <div className="flex justify-between border-t border-ash pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatUsd(total)}</dd>
        </div>
      </dl>
      {requiresShipping && shipTotal > 0 ? (
        <p className="mt-2 text-xs text-neutral-600">
          Complimentary ground shipping on {FREE_GROUND_SHIPPING_MIN_BOTTLES} bottles or more.
        </p>
      ) : null}
    </div>
  );
}
