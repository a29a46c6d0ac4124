import { FREE_GROUND_SHIPPING_MIN_BOTTLES } from '@/lib/constants';
import { formatUsd } from '@/lib/pricing/pricing';
import { usStateName } from '@/lib/checkout/us-states';
import type { QuoteResult } from '@/server/actions/checkout';

/** Which state's shipping and tax the figures are: the chosen one, or an estimate until then. */
function EstimateFor({ stateCode, stateChosen }: { stateCode: string; stateChosen: boolean }) {
  const name = usStateName(stateCode);
  return (
    <>
      <p className="mt-4 text-sm text-neutral-700" data-testid="checkout-estimate-state">
        {stateChosen
          ? `Shipping and tax for ${name}.`
          : `Estimated for ${name}. Choose your shipping state to see its shipping and tax.`}
      </p>
      {/* Without scripts the figures change only when the form is posted. */}
      <noscript>
        <p className="mt-1 text-sm text-neutral-700">
          Place order shows the shipping and tax of the state you choose before anything is charged.
        </p>
      </noscript>
    </>
  );
}

/**
 * Subtotal, shipping, tax and total as the commerce service quoted them for the shipping state:
 * exactly what "Place order" charges and the receipt shows. While a quote is on its way the
 * figures say so; they change as soon as the state does.
 */
export function CheckoutTotals({
  quote,
  requiresShipping,
  stateChosen,
}: {
  quote: QuoteResult | null;
  requiresShipping: boolean;
  stateChosen: boolean;
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
  const { subTotal, shipTotal, taxTotal, total, stateCode } = quote.quote;
  return (
    <div role="status" aria-live="polite">
      {requiresShipping && stateCode ? (
        <EstimateFor stateCode={stateCode} stateChosen={stateChosen} />
      ) : null}
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
