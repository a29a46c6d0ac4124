'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useCartStore } from '@/components/session/cart-store';
import {
  checkoutFormErrors,
  CHECKOUT_FIELD_ORDER,
  errorsAfterChange,
  type CheckoutFormErrors,
} from '@/lib/checkout/checkout';
import { orderReceiptPath } from '@/lib/checkout/posted-checkout';
import { placeOrder } from '@/server/actions/checkout';
import { markOrderPlaced } from './purchase-event';
import { type FirstQuote, useCheckoutQuote } from './use-checkout-quote';

/** What the page was rendered with: the server's quote, and a native post's refusal. */
export interface CheckoutAtFirst extends FirstQuote {
  errors: CheckoutFormErrors;
  message: string | null;
  /** Whether anything ships, as the server decided: kept while no quote says otherwise. */
  requiresShipping: boolean;
}

/**
 * The checkout's state: the field errors, the quote for this cart and state, and "Place order",
 * which checks the form, places the order and goes to its receipt. A refusal becomes the form's
 * message and field errors; a reply that never arrived becomes "we are checking" (`checking`),
 * never a second payment.
 */
export function useCheckout({
  id,
  cartKey,
  stateCode,
  checkingAtFirst,
  first,
}: {
  /** The form's base id: a field's input is `${id}-${name}`. */
  id: string;
  cartKey: string;
  stateCode: string;
  checkingAtFirst: boolean;
  first: CheckoutAtFirst;
}) {
  const router = useRouter();
  const replaceCart = useCartStore((state) => state.replaceCart);
  const [errors, setErrors] = useState<CheckoutFormErrors>(first.errors);
  const [quote, setQuote] = useCheckoutQuote(cartKey, stateCode, setErrors, first);
  // A refused state or a failed quote keeps the fields the page was rendered with.
  const requiresShipping = quote?.ok ? quote.quote.requiresShipping : first.requiresShipping;
  const [message, setMessage] = useState<string | null>(first.message);
  const [pending, setPending] = useState(false);
  const [checking, setChecking] = useState(checkingAtFirst);
  const showErrors = (found: CheckoutFormErrors) => focusFirstError(id, found, setErrors);

  const place = async (data: Record<string, FormDataEntryValue>) => {
    setErrors({});
    setPending(true);
    try {
      const result = await placeOrder(data);
      if (result.ok) {
        replaceCart(null);
        markOrderPlaced(result.orderId);
        router.push(orderReceiptPath(result.orderId));
        return;
      }
      // The reply was lost and the service cannot tell yet: no failure said, no second payment asked.
      if (result.checking) {
        setChecking(true);
        return;
      }
      if (result.quote) setQuote({ ok: true, quote: result.quote });
      setMessage(result.message);
      if (Object.keys(result.fieldErrors).length > 0) showErrors(result.fieldErrors);
    } catch {
      // The site's answer never arrived, so the order may have been placed all the same: ask
      // before saying anything (the service's "no order" comes back as the failure message).
      setChecking(true);
    } finally {
      setPending(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget).entries());
    const found = checkoutFormErrors(data, requiresShipping);
    setMessage(null);
    if (!quote?.ok && quote?.stateRefused) found.stateCode = quote.message;
    if (Object.keys(found).length > 0) return showErrors(found);
    await place(data);
  };

  /** A field changed: its error goes as soon as it is valid (lib/checkout/checkout.ts). */
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (!name || !(name in errors)) return;
    const values = Object.fromEntries(new FormData(event.currentTarget).entries());
    setErrors(errorsAfterChange(errors, name, values, requiresShipping));
  };

  /** The order check ended: with the service's "no order" (the form says it) or with nothing. */
  const settle = (failure: string | null) => {
    setChecking(false);
    setMessage(failure);
  };

  return { errors, quote, requiresShipping, message, pending, checking, submit, recheck, settle };
}

/**
 * After a failed submit the first invalid field (in reading order) takes focus, once: the errors
 * render synchronously so the field exists with its message when it is focused, and a later
 * change of the errors (a quote answering) never pulls focus from where the shopper types.
 */
function focusFirstError(
  id: string,
  found: CheckoutFormErrors,
  setErrors: (errors: CheckoutFormErrors) => void,
) {
  flushSync(() => setErrors(found));
  const first = CHECKOUT_FIELD_ORDER.find((name) => found[name]);
  if (first) document.getElementById(`${id}-${first}`)?.focus();
}
