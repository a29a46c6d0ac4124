/**
 * The checkout form as the browser posts it by itself (before scripts run, or with none): the
 * declared fields read as text, and what of them may be shown again when the page is rendered
 * with the refusal. The e-mail address and the card's number and security code are never sent
 * back into the page: they are typed again.
 */
import { postedText } from '../forms/posted-form';
import { CHECKOUT_FIELD_ORDER, type CheckoutField } from './checkout';

/** The hidden field carrying the total, in cents, the shopper was shown above "Place order". */
export const SHOWN_TOTAL_FIELD = 'shownTotal';

/** Never echoed into a page: nothing personal beyond the address leaves the server in one. */
const SECRET_FIELDS: readonly CheckoutField[] = ['email', 'cardNumber', 'cvv'];

/** Every checkout field and the shown total, as text (a missing field reads as empty). */
export function postedCheckout(form: FormData): Record<string, string> {
  return postedText(form, [...CHECKOUT_FIELD_ORDER, SHOWN_TOTAL_FIELD]);
}

/** What the refused form shows again: the shopper's typing, without the e-mail and the card. */
export function keptCheckoutValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    CHECKOUT_FIELD_ORDER.filter((name) => !SECRET_FIELDS.includes(name)).map((name) => [
      name,
      values[name] ?? '',
    ]),
  );
}

/** Our own checkout page. */
export const CHECKOUT_PATH = '/checkout';

/** Where a placed order's receipt is: the script path goes there, and the native post's 303. */
export const orderReceiptPath = (orderId: string) =>
  `/profile/order-receipt/${encodeURIComponent(orderId)}`;
