'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { CartContents } from '@/components/cart/cart-contents';
import { useCartStore } from '@/components/cart/cart-store';
import { useHydrated } from '@/components/cart/use-hydrated';
import {
  checkoutFormErrors,
  CHECKOUT_FIELD_ORDER,
  type CheckoutField,
  type CheckoutFormErrors,
} from '@/lib/checkout-form';
import { US_STATES } from '@/lib/us-states';
import { placeOrder, quoteCheckout, type QuoteResult } from '@/server/actions/checkout';
import { CheckoutTotals } from './checkout-totals';
import { OrderCheck } from './order-check';
import { markOrderPlaced } from './purchase-event';

/** What a signed-in customer's checkout starts with (their e-mail, name and last address). */
export interface CheckoutPrefill {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
}

interface FieldSpec {
  name: CheckoutField;
  label: string;
  autoComplete: string;
  type?: 'email' | 'text';
  inputMode?: 'numeric' | 'email';
  wide?: boolean;
  placeholder?: string;
  maxLength?: number;
}

const CONTACT: FieldSpec[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true },
];
const NAME: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'shipping given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'shipping family-name' },
];
const STREET: FieldSpec[] = [
  { name: 'address', label: 'Address', autoComplete: 'shipping address-line1', wide: true },
  {
    name: 'address2',
    label: 'Apartment, suite (optional)',
    autoComplete: 'shipping address-line2',
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
];
const ZIP: FieldSpec = {
  name: 'zipCode',
  label: 'ZIP code',
  autoComplete: 'shipping postal-code',
  inputMode: 'numeric',
  maxLength: 10,
};
const PAYMENT: FieldSpec[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    wide: true,
    maxLength: 23,
  },
  {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    maxLength: 7,
  },
  {
    name: 'cvv',
    label: 'Security code',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    maxLength: 4,
  },
];

const INPUT_CLASS = 'mt-1 w-full rounded border border-neutral-300 bg-white px-3 py-2';

/** A key that changes whenever the cart's lines or prices do, so the quote is asked again. */
const cartKeyOf = (items: { sku: string; quantity: number; price: number }[]) =>
  items.map((item) => `${item.sku}:${item.quantity}:${item.price}`).join('|');

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
  const [quote, setQuote] = useState<QuoteResult | null>(null);
  const hydrated = useHydrated();
  const empty = !cart || cart.items.length === 0;
  const cartKey = cart ? cartKeyOf(cart.items) : '';
  const requiresShipping = quote?.ok ? quote.quote.requiresShipping : true;

  // Ask the commerce service for the totals whenever the cart or the state changes; a newer
  // request wins over an older answer that arrives late.
  useEffect(() => {
    if (!cartKey) return;
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
  }, [cartKey, stateCode]);

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

  const describedBy = (name: CheckoutField) => (errors[name] ? `${id}-${name}-error` : undefined);
  const errorText = (name: CheckoutField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-wine">
        {errors[name]}
      </p>
    ) : null;

  const field = (spec: FieldSpec) => (
    <div key={spec.name} className={spec.wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`${id}-${spec.name}`} className="text-sm font-semibold">
        {spec.label}
      </label>
      <input
        id={`${id}-${spec.name}`}
        name={spec.name}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        maxLength={spec.maxLength}
        defaultValue={prefill?.[spec.name as keyof CheckoutPrefill] ?? undefined}
        className={INPUT_CLASS}
        aria-invalid={errors[spec.name] ? true : undefined}
        aria-describedby={describedBy(spec.name)}
      />
      {errorText(spec.name)}
    </div>
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

  const errorList = CHECKOUT_FIELD_ORDER.filter((name) => errors[name]);
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
      {errorList.length > 0 ? (
        <div
          id={`${id}-summary`}
          role="alert"
          className="rounded border-2 border-wine p-4 md:col-start-1"
          data-testid="checkout-error-summary"
        >
          <h2 className="font-semibold text-wine">
            Please correct{' '}
            {errorList.length === 1 ? 'this field' : `these ${errorList.length} fields`}:
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {errorList.map((name) => (
              <li key={name}>
                <a href={`#${id}-${name}`} className="underline">
                  {errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2 md:col-start-1">
        <legend className="mb-2 font-serif text-2xl">Contact</legend>
        {CONTACT.map(field)}
      </fieldset>
      {requiresShipping ? (
        <fieldset className="grid gap-4 sm:grid-cols-2 md:col-start-1" data-testid="shipping">
          <legend className="mb-2 font-serif text-2xl">Shipping</legend>
          {NAME.map(field)}
          {STREET.map(field)}
          <div>
            <label htmlFor={`${id}-stateCode`} className="text-sm font-semibold">
              State
            </label>
            <select
              id={`${id}-stateCode`}
              name="stateCode"
              autoComplete="shipping address-level1"
              value={stateCode}
              onChange={(event) => setStateCode(event.target.value)}
              className={INPUT_CLASS}
              aria-invalid={errors.stateCode ? true : undefined}
              aria-describedby={describedBy('stateCode')}
            >
              <option value="">Select a state</option>
              {US_STATES.map((state) => (
                <option key={state.value} value={state.value}>
                  {state.label}
                </option>
              ))}
            </select>
            {errorText('stateCode')}
          </div>
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
