'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { StruckPrice } from '@/components/ui/price';
import {
  withLineQuantity,
  decrementOutcome,
  incremented,
  quantityLimitOf,
} from '@/lib/pricing/quantity';
import type { CartItem } from '@/lib/commerce/entities';
import { formatUsd } from '@/lib/pricing/pricing';
import { changeCartLineFromForm, removeCartItem, updateCartItem } from '@/server/actions/cart';
import { useCartStore } from '../session/cart-store';
import { EventWhen } from './event-when';
import { QuantityField } from './quantity-field';
import { useCartAction } from './use-cart-action';
import { useFormPost } from '@/components/ui/use-form-post';

/**
 * The quantity being edited on one line, and sending it: a change is shown optimistically and
 * replaced by the cart the server returns; a failure brings back the line's quantity. Plus and
 * minus send at once; a typed quantity waits for Update (or Enter, or Checkout, which sends it
 * first: `registerPendingQuantity` below).
 */
function useLineQuantity(item: CartItem, max: number) {
  const [draft, setDraft] = useState<number | null>(item.quantity);
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { run } = useCartAction();
  // A new cart from the server (another tab, another control) resets an untouched line.
  const [seen, setSeen] = useState(item.quantity);
  if (seen !== item.quantity) {
    setSeen(item.quantity);
    if (!edited) setDraft(item.quantity);
  }

  const send = async (quantity: number): Promise<boolean> => {
    setError(null);
    const outcome = await run(
      () =>
        quantity === 0
          ? removeCartItem({ sku: item.sku })
          : updateCartItem({ sku: item.sku, quantity }),
      { sku: item.sku, optimistic: (cart) => withLineQuantity(cart, item.sku, quantity) },
    );
    setEdited(false);
    if (!outcome.ok) {
      setError(outcome.message);
      setDraft(item.quantity);
    }
    return outcome.ok;
  };
  const edit = (update: (current: number | null) => number | null) => {
    setDraft(update);
    setEdited(true);
  };
  const sendNow = (quantity: number) => {
    setDraft(quantity);
    void send(quantity);
  };
  // Minus above 1 sends the new quantity at once, minus at 1 removes the line (lib/pricing/quantity).
  const decrement = () => {
    const outcome = decrementOutcome(draft, 'update');
    if (outcome.kind === 'remove') void send(0);
    else if (outcome.kind === 'submit' || outcome.kind === 'edit') sendNow(outcome.quantity);
  };
  const increment = () => {
    const next = incremented(draft, max);
    if (next !== item.quantity) sendNow(next);
  };
  /** The typed quantity the Update button would send, while there is one. */
  const update =
    edited && draft !== null && !Number.isNaN(draft) && draft !== item.quantity ? draft : null;
  // Checkout sends a typed quantity still waiting before it leaves the cart.
  useEffect(() => {
    if (update === null) return;
    return registerPendingQuantity(() => send(update));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- send reads only stable setters and this line
  }, [update, item.sku]);
  // The line's buttons act through their forms' submits: a tap held before hydration acts then.
  const submitted = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = event.nativeEvent.submitter;
    const quantity =
      pressed?.getAttribute('name') === 'set' ? Number(pressed.getAttribute('value')) : update;
    if (quantity !== null) void send(quantity);
  };
  return { draft, update, error, send, edit, increment, decrement, submitted };
}

/** The product (linked to its page when it has one), the variant and a gift card's recipients. */
function LineTitle({ item }: { item: CartItem }) {
  const recipients = item.itemData?.recipients ?? [];
  return (
    <>
      <p className="font-serif text-base">
        {item.productSlug ? (
          <Link
            href={`/product/${item.productSlug}`}
            className="inline-block py-2.5 hover:text-wine md:py-0"
          >
            {item.productTitle}
          </Link>
        ) : (
          item.productTitle
        )}
      </p>
      {item.variantTitle ? <p className="text-xs text-neutral-600">{item.variantTitle}</p> : null}
      <EventWhen item={item} />
      {recipients.map((recipient, index) => (
        <p key={index} className="text-xs text-neutral-600">
          For {recipient.email}
        </p>
      ))}
    </>
  );
}

/** Line total first, as the receipt charges it; the unit price (and a struck retail) below. */
function LinePrices({ item }: { item: CartItem }) {
  return (
    <div className="text-right text-sm">
      <p className="font-semibold" data-testid="line-total">
        <span className="sr-only">Line total </span>
        {formatUsd(item.price * item.quantity)}
      </p>
      <p className="text-xs text-neutral-600">
        <span data-testid="line-price">{formatUsd(item.price)}</span> each
      </p>
      {item.comparePrice && item.comparePrice > item.price ? (
        <StruckPrice
          cents={item.comparePrice}
          suffix=" each"
          className="text-xs text-neutral-500"
          testId="line-compare-price"
        />
      ) : null}
    </div>
  );
}

/**
 * Update (the typed quantity's submit: shown once a quantity is typed, and always without
 * scripts) and Remove (the line's submit setting 0).
 */
function LineButtons({
  item,
  update,
  typedFormId,
  notUpdatedId,
  disabled,
  send,
  insideForm,
}: {
  item: CartItem;
  update: number | null;
  typedFormId: string;
  notUpdatedId: string;
  disabled: boolean;
  send(quantity: number): Promise<boolean>;
  /** Inside another form (checkout's summary): plain buttons, which only scripts work. */
  insideForm: boolean;
}) {
  const submit = insideForm ? 'button' : 'submit';
  return (
    <>
      <button
        type={submit}
        form={insideForm ? undefined : typedFormId}
        data-without-script={update === null && !insideForm ? '' : undefined}
        hidden={insideForm && update === null}
        className="min-h-11 rounded border border-wine px-3 text-sm font-semibold text-wine hover:bg-wine hover:text-white disabled:opacity-50"
        disabled={disabled}
        aria-describedby={update === null ? undefined : notUpdatedId}
        onClick={() => {
          if (insideForm && update !== null) void send(update);
        }}
      >
        Update
      </button>
      <button
        type={submit}
        name={insideForm ? undefined : 'set'}
        value={insideForm ? undefined : 0}
        data-needs-script={insideForm ? '' : undefined}
        className="min-h-11 px-1 text-sm text-neutral-700 underline hover:text-wine disabled:opacity-50"
        disabled={disabled}
        aria-label={`Remove ${item.productTitle}`}
        onClick={() => {
          if (insideForm) void send(0);
        }}
      >
        Remove
      </button>
    </>
  );
}

/** The line's own form, or a plain block inside another form. */
function LineBox({
  form,
  children,
}: {
  form: Pick<React.ComponentProps<'form'>, 'ref' | 'action' | 'onSubmit'> | null;
  children: React.ReactNode;
}) {
  if (!form) return <div className="flex-1 space-y-1">{children}</div>;
  return (
    <form {...form} noValidate className="flex-1 space-y-1">
      {children}
    </form>
  );
}

/**
 * One cart line in update mode: plus and minus send the new quantity at once (minus at 1 removes
 * the line); a typed quantity shows the Update button and says it is not updated yet until
 * Update, Enter or Checkout sends it. Each change is shown optimistically and replaced by the
 * cart the server returns.
 *
 * Two forms, working without scripts too: the line's (minus, plus and Remove post the quantity
 * they set) and the typed quantity's (the field and Update, joined by `form`: Enter means Update).
 * Inside checkout's form (forms cannot nest) the line has none of its own.
 */
export function CartLine({
  item,
  limit,
  insideForm = false,
}: {
  item: CartItem;
  limit?: number | null;
  insideForm?: boolean;
}) {
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const max = quantityLimitOf({ maxQuantityPerCart: limit });
  const line = useLineQuantity(item, max);
  const { update } = line;
  const notUpdatedId = useId();
  const typedFormId = useId();
  const { posted, action, ref } = useFormPost(changeCartLineFromForm);
  const error = line.error ?? (posted?.ok === false ? (posted.message ?? null) : null);
  const decrement = decrementOutcome(item.quantity, 'update');
  const minus = 'quantity' in decrement ? decrement.quantity : 0;
  const steps = insideForm ? undefined : { minus, plus: incremented(item.quantity, max) };
  const formProps = insideForm ? null : { ref, action, onSubmit: line.submitted };

  return (
    <li className="flex gap-4 border-b border-ash py-4" data-testid="cart-line" data-sku={item.sku}>
      {formProps ? (
        <form id={typedFormId} {...formProps} noValidate hidden>
          <input type="hidden" name="sku" value={item.sku} />
        </form>
      ) : null}
      <LineBox form={formProps}>
        {insideForm ? null : <input type="hidden" name="sku" value={item.sku} />}
        <LineTitle item={item} />
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <QuantityField
            title={item.productTitle}
            value={line.draft}
            limit={max}
            mode="update"
            size="sm"
            disabled={isCartDisabled}
            name={insideForm ? undefined : 'quantity'}
            form={insideForm ? undefined : typedFormId}
            steps={steps}
            onType={(value) => line.edit(() => value)}
            onEnter={() => {
              if (update !== null) void line.send(update);
            }}
            onIncrement={line.increment}
            onDecrement={line.decrement}
          />
          <LineButtons
            item={item}
            update={update}
            typedFormId={typedFormId}
            notUpdatedId={notUpdatedId}
            disabled={isCartDisabled}
            send={line.send}
            insideForm={insideForm}
          />
        </div>
        {update !== null ? (
          <p id={notUpdatedId} className="text-sm text-neutral-700">
            Quantity not updated yet: the subtotal still counts {item.quantity}.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-wine">
            {error}
          </p>
        ) : null}
      </LineBox>
      <LinePrices item={item} />
    </li>
  );
}

/**
 * Typed cart quantities not sent yet, so checkout never shows less than the cart did.
 * Each cart line with a typed, unsent quantity registers a sender here; Checkout sends them all
 * before it leaves the cart.
 */
type Sender = () => Promise<boolean>;

const senders = new Set<Sender>();

/** Registers a line's sender; the returned function unregisters it. */
function registerPendingQuantity(send: Sender): () => void {
  senders.add(send);
  return () => {
    senders.delete(send);
  };
}

/** Sends every typed quantity still waiting; false when one of them failed. */
export async function sendPendingQuantities(): Promise<boolean> {
  // One after another: each answer is the whole cart, so a later one carries the earlier change.
  let ok = true;
  for (const send of [...senders]) ok = (await send()) && ok;
  return ok;
}
