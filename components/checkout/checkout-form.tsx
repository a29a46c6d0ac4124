'use client';

import { useId, useState } from 'react';
import { useCartStore } from '@/components/session/cart-store';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { CheckoutErrorSummary, invalidFields } from './checkout-error-summary';
import type { CheckoutPrefill } from '@/lib/checkout/checkout';
import { ContactSection, OrderSummary, PaymentSection, ShippingSection } from './checkout-sections';
import { OrderCheck } from './order-check';
import { useCheckout } from './use-checkout';
import { cartKeyOf } from './use-checkout-quote';

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
  const cart = useCartStore((state) => state.cart);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const [stateCode, setStateCode] = useState(prefill?.stateCode ?? '');
  const hydrated = useHydrated();
  const empty = !cart || cart.items.length === 0;
  const cartKey = cart ? cartKeyOf(cart.items) : '';
  const order = useCheckout({ id, cartKey, stateCode, checkingAtFirst });
  const { errors, quote, requiresShipping } = order;

  if (order.checking) return <OrderCheck openReceipt onSettled={order.settle} />;

  const fields = { context: { id, errors }, prefill };
  // A refused state still lets the shopper press the button: the submit then points at State.
  const quoteReady = (quote?.ok === true || quote?.stateRefused === true) && !isCartDisabled;
  return (
    <form
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
        quote={quote}
        requiresShipping={requiresShipping}
        empty={empty}
        stateChosen={stateCode !== ''}
      />
      <div className="space-y-4 md:col-start-1">
        <input type="hidden" name="shownTotal" value={quote?.ok ? quote.quote.total : ''} />
        <FormMessage
          id={`${id}-message`}
          message={order.message ? { ok: false, text: order.message } : null}
        />
        <Button
          type="submit"
          variant="primary"
          className="w-full"
          disabled={order.pending || empty || !hydrated || !quoteReady}
          aria-busy={order.pending}
        >
          Place order
        </Button>
      </div>
    </form>
  );
}
