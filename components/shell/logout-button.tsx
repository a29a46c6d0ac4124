'use client';

import { useTransition } from 'react';
import { continueAsNewVisitor } from '@/components/account/continue-as-new-visitor';
import { logout } from '@/server/actions/account/sign-in';

/** Where a logout lands: the login page, saying the visitor is logged out (issue 41). */
export const LOGGED_OUT_PATH = '/profile/login?loggedOut=1';

/**
 * Logs out: clears the customer, the token cookie and the cart (spec section 4), then loads the
 * login page, which says it worked. Lazy.
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
          await continueAsNewVisitor(LOGGED_OUT_PATH);
        })
      }
      className="min-h-11 font-semibold underline hover:text-wine disabled:opacity-60"
    >
      {pending ? 'Logging out…' : 'Log out'}
    </button>
  );
}
