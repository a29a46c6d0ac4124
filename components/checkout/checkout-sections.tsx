import type { ReactNode } from 'react';
import { CartContents } from '@/components/cart/cart-contents';
import type { Cart } from '@/lib/commerce/entities';
import type { QuoteResult } from '@/server/actions/checkout';
import { BUYER_NAME_FIELDS, CHECKOUT_GROUPS, type CheckoutPrefill } from '@/lib/checkout/checkout';
import { listOf } from '@/lib/checkout/declared-fields';
import {
  CheckoutInput,
  inSection,
  StateSelect,
  type FieldContext,
  type FieldSpec,
} from './checkout-fields';
import { CheckoutTotals } from './checkout-totals';

/**
 * The parts of the checkout form, in reading order: contact, shipping, payment, the summary.
 * Each fieldset lists its groups' declared fields (lib/checkout/checkout.ts): the shipping address
 * with the shopper's notes about its delivery.
 */
const CONTACT = listOf(CHECKOUT_GROUPS.contact);
const SHIPPING = [...listOf(CHECKOUT_GROUPS.shipTo), ...listOf(CHECKOUT_GROUPS.metaData)].map(
  inSection('shipping'),
);
const PAYMENT = listOf(CHECKOUT_GROUPS.payment);
/** The name alone, asked with the contact when nothing ships (the card holder's). */
const BUYER_NAME = listOf(BUYER_NAME_FIELDS).map(inSection('billing'));

interface FieldsProps {
  context: FieldContext;
  prefill: CheckoutPrefill | null;
}

function Fieldset({
  legend,
  testId,
  children,
}: {
  legend: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 md:col-start-1" data-testid={testId}>
      <legend className="mb-2 font-serif text-2xl">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The shipping state is controlled: the quote is asked again whenever it changes. */
interface StateChoice {
  stateCode: string;
  onStateChange: (stateCode: string) => void;
}

function Inputs({
  specs,
  context,
  prefill,
  state,
}: FieldsProps & { specs: FieldSpec[]; state?: StateChoice }) {
  return specs.map((spec) =>
    spec.control === 'state' && state ? (
      <StateSelect
        key={spec.name}
        spec={spec}
        context={context}
        value={state.stateCode}
        onChange={state.onStateChange}
      />
    ) : (
      <CheckoutInput key={spec.name} spec={spec} context={context} prefill={prefill} />
    ),
  );
}

/** E-mail, and the buyer's name when no shipping address will give it (tickets, gift cards). */
export function ContactSection({
  requiresShipping,
  ...props
}: FieldsProps & { requiresShipping: boolean }) {
  return (
    <Fieldset legend="Contact">
      <Inputs specs={requiresShipping ? CONTACT : [...CONTACT, ...BUYER_NAME]} {...props} />
    </Fieldset>
  );
}

/** The shipping address, only when something in the order ships. */
export function ShippingSection({
  requiresShipping,
  stateCode,
  onStateChange,
  ...props
}: FieldsProps & {
  requiresShipping: boolean;
  stateCode: string;
  onStateChange: (stateCode: string) => void;
}) {
  if (!requiresShipping) {
    return (
      <p className="text-sm text-neutral-700 md:col-start-1" data-testid="nothing-to-ship">
        Nothing in this order ships: no shipping address needed.
      </p>
    );
  }
  return (
    <Fieldset legend="Shipping" testId="shipping">
      <Inputs specs={SHIPPING} state={{ stateCode, onStateChange }} {...props} />
    </Fieldset>
  );
}

export function PaymentSection(props: FieldsProps) {
  return (
    <Fieldset legend="Payment">
      <p className="text-sm text-neutral-600 sm:col-span-2">
        Demo shop: use the test card 4242 4242 4242 4242, any future expiry and any security code.
      </p>
      <Inputs specs={PAYMENT} {...props} />
    </Fieldset>
  );
}

/** The cart's lines and the quoted totals, beside the form on wide screens. */
export function OrderSummary({
  id,
  cart,
  quote,
  requiresShipping,
  empty,
  stateChosen,
}: {
  id: string;
  /** The cart the page was rendered with, shown until the store has one. */
  cart: Cart | null;
  quote: QuoteResult | null;
  requiresShipping: boolean;
  empty: boolean;
  /** Whether the shopper has picked a shipping state (else the totals are the home state's). */
  stateChosen: boolean;
}) {
  return (
    <aside
      aria-labelledby={`${id}-order-summary`}
      className="self-start rounded bg-off-white p-6 md:col-start-2 md:row-span-6 md:row-start-1"
      data-testid="order-summary"
    >
      <h2 id={`${id}-order-summary`} className="mb-2 font-serif text-2xl">
        Your order
      </h2>
      <CartContents initialCart={cart} showTotals={false} />
      {empty ? null : (
        <CheckoutTotals
          quote={quote}
          requiresShipping={requiresShipping}
          stateChosen={stateChosen}
        />
      )}
    </aside>
  );
}
