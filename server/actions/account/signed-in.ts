import 'server-only';
import { accountSummaryOf } from '@/lib/customer/viewer';
import type { Cart, Customer } from '@/lib/commerce/entities';
import { getCommerce, isCartValidationError } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import { rememberThisDevice } from '@/server/security/known-device';
import { applyVisitorCookies, keepSignedInCustomer } from '@/server/visitor/visitor';
import type { LoginResult } from './inputs';

const KEEP = { kind: 'keep' } as const;

/**
 * After a sign-in: the customer's cart becomes the visitor's, this browser is one of the owner's
 * own (known-device.ts: an attack on the address no longer slows it down), and the next page
 * knows who they are without asking commerce again.
 * `email` is the address the visitor signed in with, when it was typed.
 */
export async function signedIn(customer: Customer, email?: string): Promise<LoginResult> {
  const session = createCookieSession();
  const addresses = new Set(
    [email, ...customer.emails.map((entry) => entry.email)]
      .filter((entry): entry is string => Boolean(entry))
      .map((entry) => entry.trim().toLowerCase()),
  );
  for (const address of addresses) await rememberThisDevice(address);
  await keepSignedInCustomer(customer);
  // The order count now, so the first session sync after signing in has no cookie to write.
  const orderCount = String(customer.orderInformation.orderCount);
  await applyVisitorCookies({
    customerToken: KEEP,
    cartId: KEEP,
    orderCount: { kind: 'set', value: orderCount },
  });
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
