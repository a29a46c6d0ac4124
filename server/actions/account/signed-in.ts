import 'server-only';
import { accountSummaryOf } from '@/lib/viewer';
import type { Cart, Customer } from '@/lib/commerce/entities';
import { getCommerce, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import type { LoginResult } from './inputs';

/** After a sign-in: the customer's cart becomes the visitor's (spec section 4). */
export async function signedIn(customer: Customer): Promise<LoginResult> {
  const session = createCookieSession();
  const cartId = customer.orderInformation.currentWebCartId;
  let cart: Cart | null = null;
  if (cartId) {
    await session.setCartId(cartId);
    const result = await getCommerce()
      .getCart(cartId)
      .catch(() => undefined);
    cart = result && !isCartValidationError(result) ? result : null;
  }
  return { ok: true, account: accountSummaryOf(customer), cart };
}

/** Where a sign-in link leads: the login page of this site, then on to `next`. */
export function signInRedirect(next: string): string {
  const redirect = new URL('/profile/login', getSettings().webUrl);
  redirect.searchParams.set('next', next);
  return redirect.href;
}
