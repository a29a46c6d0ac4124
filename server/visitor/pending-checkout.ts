import 'server-only';

import { cookies } from 'next/headers';
import * as v from 'valibot';
import { siteCookie } from '@/server/config/site-cookie';

/**
 * The cart of a checkout whose outcome is not known yet (its reply was lost and the service could
 * not be asked), kept in an httpOnly cookie so a reload, another page or a return to /cart or
 * /checkout keeps checking it and finds the order. Written only when a checkout ends undecided and
 * removed once the service decides, so a decided checkout never costs a cookie write.
 */
const PENDING_CHECKOUT_COOKIE = 'pendingCheckout';
/** A lost checkout is settled within minutes; a day covers a shopper who comes back later. */
const PENDING_CHECKOUT_MAX_AGE_SECONDS = 24 * 60 * 60;

const CartIdSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(255));

export async function pendingCheckoutCartId(): Promise<string | undefined> {
  const parsed = v.safeParse(CartIdSchema, (await cookies()).get(PENDING_CHECKOUT_COOKIE)?.value);
  return parsed.success ? parsed.output : undefined;
}

/**
 * Server actions only (cookies are read-only while rendering). Writes only a change: a cookie
 * written in an action makes Next render the page again into its answer, and the "checking"
 * state asks every few seconds.
 */
export async function rememberPendingCheckout(cartId: string): Promise<void> {
  if ((await pendingCheckoutCartId()) === cartId) return;
  (await cookies()).set(PENDING_CHECKOUT_COOKIE, cartId, {
    ...siteCookie(),
    httpOnly: true,
    maxAge: PENDING_CHECKOUT_MAX_AGE_SECONDS,
  });
}

/** Server actions only; writes nothing when there was no pending checkout. */
export async function forgetPendingCheckout(): Promise<void> {
  const store = await cookies();
  if (store.has(PENDING_CHECKOUT_COOKIE))
    store.delete({ name: PENDING_CHECKOUT_COOKIE, path: '/' });
}
