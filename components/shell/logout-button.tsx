'use client';

import { useTransition } from 'react';
import { continueAsNewVisitor } from '@/components/session/continue-as-new-visitor';
import { isSharedPage } from '@/lib/customer/customer-view';
import { logout } from '@/server/actions/account/sign-in';

/** Where a logout from a personal page lands: the login page, saying it worked. */
export const LOGGED_OUT_PATH = '/profile/login?loggedOut=1';

/**
 * Logs out: clears the customer, the token cookie and the cart. On a shared page
 * (a product, a collection, content) the shopper stays where they were, which loads again with
 * public prices and the header's Log in; a personal page (the account, checkout) would only say
 * "Please log in", so those land on the login page, which says the logout worked. Lazy.
 */
export default function LogoutButton() {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logout();
          // A new page for a visitor; the button says "Logging out…" until it has loaded.
          await continueAsNewVisitor(
            isSharedPage(window.location.pathname) ? undefined : LOGGED_OUT_PATH,
          );
        })
      }
      className="min-h-11 font-semibold underline hover:text-wine disabled:opacity-60"
    >
      {pending ? 'Logging out…' : 'Log out'}
    </button>
  );
}
