'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { useHydrated } from '@/components/cart/use-hydrated';
import {
  checkoutFormErrors,
  type CheckoutFormErrors,
  type CheckoutFormInput,
} from '@/lib/checkout-form';
import { placeOrder } from '@/server/actions/checkout';

type Field = keyof CheckoutFormInput;

const FIELDS: {
  name: Field;
  label: string;
  autoComplete: string;
  className?: string;
  placeholder?: string;
}[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', className: 'sm:col-span-2' },
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1', className: 'sm:col-span-2' },
  {
    name: 'address2',
    label: 'Apartment, suite (optional)',
    autoComplete: 'address-line2',
    className: 'sm:col-span-2',
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'stateCode', label: 'State', autoComplete: 'address-level1', placeholder: 'CA' },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
];
const PAYMENT: typeof FIELDS = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    className: 'sm:col-span-2',
  },
  { name: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'cvv', label: 'Security code', autoComplete: 'cc-csc' },
];

/** The embedded checkout: shipping address and a test card, then the order receipt. */
export function CheckoutForm() {
  const id = useId();
  const router = useRouter();
  const cart = useCartStore((state) => state.cart);
  const replaceCart = useCartStore((state) => state.replaceCart);
  const [errors, setErrors] = useState<CheckoutFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const empty = !cart || cart.items.length === 0;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget).entries());
    const found = checkoutFormErrors(data);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const result = await placeOrder(data);
      if (result.ok) {
        replaceCart(null);
        router.push(`/profile/order-receipt/${result.orderId}`);
        return;
      }
      setErrors(result.fieldErrors);
      setMessage(result.message);
    } catch {
      setMessage('Sorry, we could not place your order. Please try again.');
    } finally {
      setPending(false);
    }
  };

  const field = ({
    name,
    label,
    autoComplete,
    className,
    placeholder,
  }: (typeof FIELDS)[number]) => (
    <div key={name} className={className}>
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-wine">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-8" data-testid="checkout-form">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-serif text-2xl">Shipping</legend>
        {FIELDS.map(field)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-serif text-2xl">Payment</legend>
        <p className="text-sm text-neutral-600 sm:col-span-2">
          Demo shop: use the test card 4242 4242 4242 4242, any future expiry and any security code.
        </p>
        {PAYMENT.map(field)}
      </fieldset>
      {message ? (
        <p role="alert" className="text-wine">
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending || empty || !hydrated}
        aria-busy={pending}
        className="w-full rounded bg-wine px-6 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60"
      >
        Place order
      </button>
    </form>
  );
}
