'use client';

import { useId, useState } from 'react';
import { useCartStore, useVisibleCart } from '@/components/session/cart-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useFormPost } from '@/components/ui/use-form-post';
import type { CheckoutPrefill } from '@/lib/checkout/checkout';
import type { PostedForm } from '@/lib/forms/posted-form';
import { SHOWN_TOTAL_FIELD } from '@/lib/checkout/posted-checkout';
import type { Cart } from '@/lib/commerce/entities';
import type { QuoteResult } from '@/server/actions/checkout';
import { placeOrderFromForm } from '@/server/actions/checkout-post';
import { CheckoutErrorSummary, invalidFields } from './checkout-error-summary';
import { ContactSection, OrderSummary, PaymentSection, ShippingSection } from './checkout-sections';
import { OrderCheck } from './order-check';
import { useCheckout } from './use-checkout';
import { cartKeyOf } from './use-checkout-quote';

interface CheckoutFormProps {
  prefill: CheckoutPrefill | null;
  /** The cart the server rendered the page with (the store's once it has it). */
  cart: Cart | null;
  /** The server's quote for that cart (null: nothing to quote). */
  quote: QuoteResult | null;
  /** Whether anything ships, as the server's quote said: the form's fields from the first paint. */
  requiresShipping: boolean;
  /** This cart's last checkout is still undecided (a reload while "we are checking"). */
  checking?: boolean;
  /** A refused native post's answer, sent back to checkout. */
  answered?: PostedForm;
}

/**
 * The embedded checkout: contact, shipping address (only when something ships) and a test card,
 * with the order summary and the totals the commerce service quotes (recomputed when the cart or
 * the state changes) right above "Place order", then the order receipt. A failed submit shows an
 * error summary and moves focus to the first invalid field.
 *
 * A real form first: the server renders it whole (its totals and whether it asks for an address
 * come with the page), and before scripts run, or without them, "Place order" posts it to
 * `placeOrderFromForm`, which places the order through the same action and goes on to the receipt,
 * or back to checkout with the refusal (`answered`) and the shopper's typing, quoted for the state
 * they posted.
 */
export function CheckoutForm({
  prefill,
  cart: serverCart,
  quote: serverQuote,
  requiresShipping: shipsAtFirst,
  checking: checkingAtFirst = false,
  answered = null,
}: CheckoutFormProps) {
  const id = useId();
  const { posted, action, ref } = useFormPost(placeOrderFromForm, answered);
  const typed: CheckoutPrefill | null = posted?.values ? { ...prefill, ...posted.values } : prefill;
  const cart = useVisibleCart(serverCart);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const [stateCode, setStateCode] = useState(typed?.stateCode ?? '');
  const empty = !cart || cart.items.length === 0;
  const order = useCheckout({
    id,
    cartKey: cart ? cartKeyOf(cart.items) : '',
    stateCode,
    checkingAtFirst,
    first: {
      quote: serverQuote,
      quotedKey: `${serverCart ? cartKeyOf(serverCart.items) : ''}|${typed?.stateCode ?? ''}`,
      errors: posted?.fieldErrors ?? {},
      message: posted?.message ?? null,
      requiresShipping: shipsAtFirst,
    },
  });
  const { errors, quote, requiresShipping } = order;

  if (order.checking) return <OrderCheck openReceipt onSettled={order.settle} />;

  const fields = { context: { id, errors }, prefill: typed };
  return (
    <form
      ref={ref}
      action={action}
      onSubmit={order.submit}
      onChange={order.recheck}
      noValidate
      className="grid gap-8 md:grid-cols-[1fr_420px] md:gap-x-10"
      data-testid="checkout-form"
      aria-describedby={invalidFields(errors).length > 0 ? `${id}-summary` : undefined}
    >
      <CheckoutErrorSummary id={id} errors={errors} />
      <ContactSection {...fields} requiresShipping={requiresShipping} />
      <ShippingSection
        {...fields}
        requiresShipping={requiresShipping}
        stateCode={stateCode}
        onStateChange={setStateCode}
      />
      <PaymentSection {...fields} />
      <OrderSummary
        id={id}
        cart={serverCart}
        quote={quote}
        requiresShipping={requiresShipping}
        empty={empty}
        stateChosen={stateCode !== ''}
      />
      <PlaceOrder
        id={id}
        total={quote?.ok ? quote.quote.total : null}
        message={order.message}
        pending={order.pending}
        disabled={empty || isCartDisabled}
      />
    </form>
  );
}

/**
 * The total the shopper was shown (the server charges nothing else), the refusal, and "Place
 * order": never off while scripts load, since before they run the browser posts the form itself.
 */
function PlaceOrder({
  id,
  total,
  message,
  pending,
  disabled,
}: {
  id: string;
  total: number | null;
  message: string | null;
  pending: boolean;
  disabled: boolean;
}) {
  return (
    <div className="space-y-4 md:col-start-1">
      <input type="hidden" name={SHOWN_TOTAL_FIELD} value={total ?? ''} />
      <FormMessage id={`${id}-message`} message={message ? { ok: false, text: message } : null} />
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        disabled={pending || disabled}
        aria-busy={pending}
      >
        Place order
      </Button>
    </div>
  );
}
