'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { CartContents } from '@/components/cart/cart-contents';
import { useCartStore } from '@/components/cart/cart-store';
import { useHydrated } from '@/components/cart/use-hydrated';
import {
  checkoutFormErrors,
  CHECKOUT_FIELD_ORDER,
  type CheckoutFormErrors,
} from '@/lib/checkout-form';
import { placeOrder } from '@/server/actions/checkout';
import { CheckoutErrorSummary, invalidFields } from './checkout-error-summary';
import {
  CheckoutInput,
  CONTACT,
  PAYMENT,
  StateSelect,
  SHIPPING_NAME_AND_STREET,
  ZIP,
  type CheckoutPrefill,
  type FieldSpec,
} from './checkout-fields';
import { CheckoutTotals } from './checkout-totals';
import { OrderCheck } from './order-check';
import { markOrderPlaced } from './purchase-event';
import { cartKeyOf, useCheckoutQuote } from './use-checkout-quote';

export type { CheckoutPrefill } from './checkout-fields';

/**
 * The embedded checkout: contact, shipping address (only when something ships) and a test card,
 * with the order summary and the totals the commerce service quotes (recomputed when the cart or
 * the state changes) right above "Place order", then the order receipt. A failed submit shows an
 * error summary and moves focus to the first invalid field.
 */
export function CheckoutForm({
  prefill,
  checking: checkingAtFirst = false,
}: {
  prefill: CheckoutPrefill | null;
  /** This cart's last checkout is still undecided (a reload while "we are checking"). */
  checking?: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const cart = useCartStore((state) => state.cart);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const replaceCart = useCartStore((state) => state.replaceCart);
  const [errors, setErrors] = useState<CheckoutFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [checking, setChecking] = useState(checkingAtFirst);
  const [stateCode, setStateCode] = useState(prefill?.stateCode ?? '');
  const hydrated = useHydrated();
  const empty = !cart || cart.items.length === 0;
  const cartKey = cart ? cartKeyOf(cart.items) : '';
  const [quote, setQuote] = useCheckoutQuote(cartKey, stateCode, setErrors);
  const requiresShipping = quote?.ok ? quote.quote.requiresShipping : true;

  // After a failed submit the first invalid field (in reading order) takes focus, once: the
  // errors render synchronously so the field exists with its message when it is focused, and a
  // later change of the errors (a quote answering) never pulls focus from where the shopper types.
  const showErrors = (found: CheckoutFormErrors) => {
    flushSync(() => setErrors(found));
    const first = CHECKOUT_FIELD_ORDER.find((name) => found[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget).entries());
    const found = checkoutFormErrors(data, requiresShipping);
    setMessage(null);
    if (!quote?.ok && quote?.stateRefused) found.stateCode = quote.message;
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await placeOrder(data);
      if (result.ok) {
        replaceCart(null);
        markOrderPlaced(result.orderId);
        router.push(`/profile/order-receipt/${result.orderId}`);
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

  const context = { id, errors };
  const field = (spec: FieldSpec) => (
    <CheckoutInput key={spec.name} spec={spec} context={context} prefill={prefill} />
  );

  if (checking) {
    return (
      <OrderCheck
        openReceipt
        onSettled={(failure) => {
          setChecking(false);
          setMessage(failure);
        }}
      />
    );
  }

  const errorList = invalidFields(errors);
  // A refused state still lets the shopper press the button: the submit then points at State.
  const quoteReady = (quote?.ok === true || quote?.stateRefused === true) && !isCartDisabled;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-8 md:grid-cols-[1fr_420px] md:gap-x-10"
      data-testid="checkout-form"
      aria-describedby={errorList.length > 0 ? `${id}-summary` : undefined}
    >
      <CheckoutErrorSummary id={id} errors={errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2 md:col-start-1">
        <legend className="mb-2 font-serif text-2xl">Contact</legend>
        {CONTACT.map(field)}
      </fieldset>
      {requiresShipping ? (
        <fieldset className="grid gap-4 sm:grid-cols-2 md:col-start-1" data-testid="shipping">
          <legend className="mb-2 font-serif text-2xl">Shipping</legend>
          {SHIPPING_NAME_AND_STREET.map(field)}
          <StateSelect context={context} value={stateCode} onChange={setStateCode} />
          {field(ZIP)}
        </fieldset>
      ) : (
        <p className="text-sm text-neutral-700 md:col-start-1" data-testid="nothing-to-ship">
          Nothing in this order ships: no shipping address needed.
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2 md:col-start-1">
        <legend className="mb-2 font-serif text-2xl">Payment</legend>
        <p className="text-sm text-neutral-600 sm:col-span-2">
          Demo shop: use the test card 4242 4242 4242 4242, any future expiry and any security code.
        </p>
        {PAYMENT.map(field)}
      </fieldset>
      <aside
        aria-labelledby={`${id}-order-summary`}
        className="self-start rounded bg-off-white p-6 md:col-start-2 md:row-span-6 md:row-start-1"
        data-testid="order-summary"
      >
        <h2 id={`${id}-order-summary`} className="mb-2 font-serif text-2xl">
          Your order
        </h2>
        <CartContents showTotals={false} />
        {empty ? null : <CheckoutTotals quote={quote} requiresShipping={requiresShipping} />}
      </aside>
      <div className="space-y-4 md:col-start-1">
        <input type="hidden" name="shownTotal" value={quote?.ok ? quote.quote.total : ''} />
        {message ? (
          <p role="alert" className="text-wine">
            {message}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending || empty || !hydrated || !quoteReady}
          aria-busy={pending}
          className="w-full rounded bg-wine px-6 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60"
        >
          Place order
        </button>
      </div>
    </form>
  );
}
