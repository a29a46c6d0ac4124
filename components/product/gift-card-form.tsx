'use client';

import { useId, useState } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { useCartAction } from '@/components/cart/use-cart-action';
import { useHydrated } from '@/components/cart/use-hydrated';
import { DEFAULT_ADD_TO_CART_TEXT } from '@/lib/constants';
import { formatUsd } from '@/lib/money';
import { validateGiftCard, type GiftCardErrors } from '@/lib/gift-card';
import { addToCart } from '@/server/actions/cart';
import { SoldOutButton } from './add-to-cart-button';

export interface GiftCardAmount {
  sku: string;
  /** Face value in cents. */
  price: number;
}

/**
 * A virtual gift card: amount (a variant sku), recipient e-mail and gift message, all required
 * (spec section 5), sent as itemData recipients. Errors show under each field on submit.
 */
export function GiftCardForm({
  title,
  amounts,
  defaultSku,
}: {
  title: string;
  amounts: GiftCardAmount[];
  defaultSku: string;
}) {
  const id = useId();
  const [sku, setSku] = useState(defaultSku);
  const [email, setEmail] = useState('');
  const [giftMessage, setGiftMessage] = useState('');
  const [errors, setErrors] = useState<GiftCardErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const openCartFrom = useCartStore((state) => state.openCartFrom);
  const { run, pending } = useCartAction();
  const hydrated = useHydrated();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Closing the cart gives focus back to the submit button.
    const opener = event.currentTarget.querySelector<HTMLElement>('button[type="submit"]');
    setMessage(null);
    const found = validateGiftCard({ sku, email, giftMessage });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run(
      () => addToCart({ sku, quantity: 1, giftCard: { email, giftMessage } }),
      { sku, keepCartOnEmptyFailure: false },
    );
    if (outcome.ok) {
      setEmail('');
      setGiftMessage('');
      openCartFrom(opener);
      return;
    }
    setMessage(outcome.message);
    setSoldOut(outcome.soldOut);
  };

  const fieldError = (name: keyof GiftCardErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-wine">
        {errors[name]}
      </p>
    ) : null;
  const input = 'mt-1 w-full rounded border border-neutral-300 px-3 py-2';

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="gift-card-form">
      <fieldset>
        <legend className="text-sm font-semibold">Amount</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {amounts.map((amount) => (
            <label
              key={amount.sku}
              className="cursor-pointer rounded border border-neutral-300 px-3 py-1.5 text-sm has-checked:border-wine has-checked:bg-wine has-checked:text-white"
            >
              <input
                type="radio"
                name="amount"
                value={amount.sku}
                checked={sku === amount.sku}
                onChange={() => setSku(amount.sku)}
                className="sr-only"
              />
              {formatUsd(amount.price)}
            </label>
          ))}
        </div>
        {fieldError('sku')}
      </fieldset>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          Recipient email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          className={input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {fieldError('email')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold">
          Gift message
        </label>
        <textarea
          id={`${id}-message`}
          rows={3}
          className={input}
          value={giftMessage}
          onChange={(event) => setGiftMessage(event.target.value)}
          aria-invalid={errors.giftMessage ? true : undefined}
          aria-describedby={errors.giftMessage ? `${id}-giftMessage-error` : undefined}
        />
        {fieldError('giftMessage')}
      </div>
      {soldOut ? (
        <SoldOutButton title={title} />
      ) : (
        <button
          type="submit"
          disabled={pending || isCartDisabled || !hydrated}
          aria-busy={pending}
          className="rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60"
        >
          {DEFAULT_ADD_TO_CART_TEXT}
        </button>
      )}
      {message ? (
        <p role="alert" className="text-sm text-wine">
          {message}
        </p>
      ) : null}
    </form>
  );
}
