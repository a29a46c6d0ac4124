import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { CheckoutFormErrors } from '@/lib/checkout/checkout';
import { quoteCheckout, type QuoteResult } from '@/server/actions/checkout';

/** A key that changes whenever the cart's lines or prices do, so the quote is asked again. */
export const cartKeyOf = (items: { sku: string; quantity: number; price: number }[]) =>
  items.map((item) => `${item.sku}:${item.quantity}:${item.price}`).join('|');

/** The quote the page was rendered with, and the cart and state it is for (`cartKey|state`). */
export interface FirstQuote {
  quote: QuoteResult | null;
  quotedKey: string;
}

/**
 * The totals the commerce service quotes for this cart and state, starting from the server's. A
 * refused state becomes the State field's error (any other state error goes once a quote answers).
 */
export function useCheckoutQuote(
  cartKey: string,
  stateCode: string,
  setErrors: Dispatch<SetStateAction<CheckoutFormErrors>>,
  first: FirstQuote,
) {
  const [quote, setQuote] = useState<QuoteResult | null>(first.quote);
  // The server's quote already answers its own cart and state: not asked again once hydrated.
  const answered = useRef(first.quote ? first.quotedKey : null);

  // Ask the commerce service for the totals whenever the cart or the state changes; a newer
  // request wins over an older answer that arrives late.
  useEffect(() => {
    if (!cartKey) return;
    if (answered.current === `${cartKey}|${stateCode}`) return;
    answered.current = null;
    let current = true;
    void quoteCheckout({ stateCode }).then(
      (result) => {
        if (!current) return;
        setQuote(result);
        setErrors((previous) => {
          const { stateCode: _stateError, ...rest } = previous;
          return !result.ok && result.stateRefused ? { ...rest, stateCode: result.message } : rest;
        });
      },
      () => {
        if (current)
          setQuote({
            ok: false,
            message: 'Sorry, we could not work out shipping and tax. Please try again.',
            stateRefused: false,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [cartKey, stateCode, setErrors]);

  return [quote, setQuote] as const;
}
