'use client';

import { useId, useState } from 'react';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { Field, controlClass } from '@/components/ui/field';
import { DEFAULT_ADD_TO_CART_TEXT } from '@/lib/constants';
import { formatUsd } from '@/lib/pricing/pricing';
import { validateGiftCard, type GiftCardErrors } from '@/lib/pricing/gift-card';
import { AddButton } from './add-to-cart-button';
import { ChoiceChip } from './purchase-choices';

export interface GiftCardAmount {
  sku: string;
  /** Face value in cents. */
  price: number;
}

/** Who receives the card and what it says (sent as the line's itemData recipient). */
type Recipient = { email: string; giftMessage: string };
const NO_RECIPIENT: Recipient = { email: '', giftMessage: '' };

const GIFT_CONTROL = 'w-full rounded border px-3 py-2';

/** The gift card's amounts, one chip each, with the error when none is chosen. */
function AmountChoice({
  amounts,
  sku,
  error,
  errorId,
  onChoose,
}: {
  amounts: GiftCardAmount[];
  sku: string;
  error: string | undefined;
  errorId: string;
  onChoose(sku: string): void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Amount</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {amounts.map((amount) => (
          <ChoiceChip
            key={amount.sku}
            name="sku"
            value={amount.sku}
            checked={sku === amount.sku}
            onChange={() => onChoose(amount.sku)}
          >
            {formatUsd(amount.price)}
          </ChoiceChip>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-wine">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The recipient e-mail and gift message fields. */
function RecipientFields({
  id,
  recipient,
  errors,
  onChange,
}: {
  id: string;
  recipient: Recipient;
  errors: GiftCardErrors;
  onChange(recipient: Recipient): void;
}) {
  return (
    <>
      <Field id={`${id}-email`} label="Recipient email" error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            name="email"
            type="email"
            autoComplete="off"
            className={controlClass(errors.email, GIFT_CONTROL)}
            value={recipient.email}
            onChange={(event) => onChange({ ...recipient, email: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-message`} label="Gift message" error={errors.giftMessage}>
        {(aria) => (
          <textarea
            {...aria}
            name="giftMessage"
            rows={3}
            className={controlClass(errors.giftMessage, GIFT_CONTROL)}
            value={recipient.giftMessage}
            onChange={(event) => onChange({ ...recipient, giftMessage: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}

/**
 * A virtual gift card: amount (a variant sku), recipient e-mail and gift message, all required,
 * sent as itemData recipients. Errors show under each field on submit.
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
  const { add, action, formRef, posted, pending, busy, message, clearMessage, soldOutSkus } =
    useAddToCart();
  // A native post that was refused comes back with what was typed and its errors by field.
  const [sku, setSku] = useState(posted?.values?.sku || defaultSku);
  const [recipient, setRecipient] = useState<Recipient>({
    email: posted?.values?.email ?? NO_RECIPIENT.email,
    giftMessage: posted?.values?.giftMessage ?? NO_RECIPIENT.giftMessage,
  });
  const [errors, setErrors] = useState<GiftCardErrors>(posted?.fieldErrors ?? {});

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const opener = event.currentTarget.querySelector<HTMLElement>('button[type="submit"]');
    clearMessage();
    const found = validateGiftCard({ sku, ...recipient });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await add({ sku, quantity: 1, giftCard: recipient }, opener);
    if (outcome.ok) setRecipient(NO_RECIPIENT);
  };

  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      data-testid="gift-card-form"
    >
      <AmountChoice
        amounts={amounts}
        sku={sku}
        error={errors.sku}
        errorId={`${id}-sku-error`}
        onChoose={setSku}
      />
      <RecipientFields id={id} recipient={recipient} errors={errors} onChange={setRecipient} />
      {/* The form is sold out as a whole: an amount found sold out closes it. */}
      <AddButton
        type="submit"
        title={title}
        soldOut={soldOutSkus.size > 0}
        look="page"
        pending={pending}
        disabled={busy}
      >
        {DEFAULT_ADD_TO_CART_TEXT}
      </AddButton>
      {message ? (
        <p role="alert" className="text-sm text-wine">
          {message}
        </p>
      ) : null}
    </form>
  );
}
