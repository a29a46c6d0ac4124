import 'server-only';

import { clearPendingCheckout, readPendingCheckout, writePendingCheckout } from '@/server/cookies';

/**
 * The cart of a checkout whose outcome is not known yet (its reply was lost and the service could
 * not be asked), kept in the httpOnly `pendingCheckout` cookie so a reload, another page or a
 * return to /cart or /checkout keeps checking it and finds the order. Written only when a checkout
 * ends undecided and removed once the service decides, so a decided checkout never costs a cookie
 * write.
 */
export const pendingCheckoutCartId = readPendingCheckout;

/**
 * Server actions only (cookies are read-only while rendering). Writes only a change: a cookie
 * written in an action makes Next render the page again into its answer, and the "checking"
 * state asks every few seconds.
 */
export async function rememberPendingCheckout(cartId: string): Promise<void> {
  if ((await pendingCheckoutCartId()) === cartId) return;
  await writePendingCheckout(cartId);
}

/** Server actions only; writes nothing when there was no pending checkout. */
export const forgetPendingCheckout = clearPendingCheckout;
