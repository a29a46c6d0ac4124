'use server';

import { redirect } from 'next/navigation';
import {
  CHECKOUT_PATH,
  keptCheckoutValues,
  orderReceiptPath,
  postedCheckout,
} from '@/lib/checkout/posted-checkout';
import { formDataOf, type PostedForm } from '@/lib/forms/posted-form';
import { answerBack } from '@/server/visitor/posted-answer';
import { checkOrder, placeOrder } from './checkout';

/**
 * "Place order" posted by the browser itself (before scripts run, or with none): the same
 * `placeOrder` the script path calls, so the same checks, messages and single payment per cart.
 * A placed order goes on to its receipt (303); a lost reply to checkout, which then says "we are
 * checking your order". A refusal goes back to checkout with its messages and the shopper's
 * typing (never the card's number or security code); checkout quotes the state they posted, so
 * the total they confirm next is the one they will be charged.
 */
export async function placeOrderFromForm(
  _previous: PostedForm,
  sent: unknown,
): Promise<PostedForm> {
  const form = formDataOf(sent);
  const values = postedCheckout(form);
  const result = await placeOrder(values);
  if (result.ok) redirect(orderReceiptPath(result.orderId));
  if (result.checking) redirect(CHECKOUT_PATH);
  const { message, fieldErrors } = result;
  const answer = { ok: false, message, fieldErrors, values: keptCheckoutValues(values) };
  return answerBack(form, answer, CHECKOUT_PATH);
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
  redirect(form.get('back') === '/cart' ? '/cart' : CHECKOUT_PATH);
}
