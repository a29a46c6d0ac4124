'use server';

import { redirect } from 'next/navigation';
import {
  keptCheckoutValues,
  orderReceiptPath,
  postedCheckout,
} from '@/lib/checkout/posted-checkout';
import { formDataOf, type PostedForm } from '@/lib/forms/posted-form';
import { checkOrder, placeOrder, quoteCheckout, type QuoteResult } from './checkout';

/** A refused checkout as the page is rendered again with it: the totals for the posted state too. */
export type PostedCheckout = (NonNullable<PostedForm> & { quote?: QuoteResult }) | null;

/**
 * "Place order" posted by the browser itself (before scripts run, or with none): the same
 * `placeOrder` the script path calls, so the same checks, messages and single payment per cart.
 * A placed order goes on to its receipt (303); a lost reply to checkout, which then says "we are
 * checking your order". A refusal renders the form again with its messages, the shopper's typing
 * (never the card's number or security code) and the totals for the state they posted, so the
 * total they confirm next is the one they will be charged.
 */
export async function placeOrderFromForm(
  _previous: PostedCheckout,
  sent: unknown,
): Promise<PostedCheckout> {
  const form = formDataOf(sent);
  const values = postedCheckout(form);
  const result = await placeOrder(values);
  if (result.ok) redirect(orderReceiptPath(result.orderId));
  if (result.checking) redirect('/checkout');
  const quote: QuoteResult = result.quote
    ? { ok: true, quote: result.quote }
    : await quoteCheckout({ stateCode: values.stateCode });
  return {
    ok: false,
    message: result.message,
    fieldErrors: result.fieldErrors,
    values: keptCheckoutValues(values),
    quote,
  };
}

/**
 * "Check again" while we are checking an order, posted without scripts: asks the service once,
 * then goes on to the receipt, or back to the page it was pressed on (checkout, or the cart),
 * which shows what is still undecided. A service's "no order" leaves the form there to pay again.
 */
export async function checkOrderFromForm(sent: unknown): Promise<void> {
  const form = formDataOf(sent);
  const answer = await checkOrder();
  if (answer.state === 'placed') redirect(orderReceiptPath(answer.orderId));
  redirect(form.get('back') === '/cart' ? '/cart' : '/checkout');
}
