'use client';

import { useTransition } from 'react';
import { continueAsNewVisitor } from '@/components/session/session-sync';
import { LOGGED_OUT_PATH } from '@/lib/customer/account';
import { isSharedPage } from '@/lib/customer/customer-view';
import { logout, logoutFromForm } from '@/server/actions/account/sign-in';

/**
 * Logs out: clears the customer, the token cookie and the cart. A form first: posted by the
 * browser itself (before scripts run, or with none) it lands on the login page, which says the
 * logout worked. With scripts, on a shared page (a product, a collection, content) the shopper
 * stays where they were, which loads again with public prices and the header's Log in; a personal
 * page (the account, checkout) would only say "Please log in", so those land on the login page.
 */
export default function LogoutButton() {
  const [pending, startTransition] = useTransition();
  return (
    <form
      action={logoutFromForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        startTransition(async () => {
          await logout();
          // A new page for a visitor; the button says "Logging out…" until it has loaded.
          await continueAsNewVisitor(
            isSharedPage(window.location.pathname) ? undefined : LOGGED_OUT_PATH,
          );
        });
      }}
    >
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className="min-h-11 font-semibold underline hover:text-wine aria-disabled:opacity-60"
      >
        {pending ? 'Logging out…' : 'Log out'}
      </button>
    </form>
  );
}
