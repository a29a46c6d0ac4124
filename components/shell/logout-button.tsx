'use client';

import { useTransition } from 'react';
import { continueAsNewVisitor } from '@/components/account/continue-as-new-visitor';
import { logout } from '@/server/actions/account/sign-in';

/** Logs out: clears the customer, the token cookie and the cart (spec section 4). Lazy. */
export default function LogoutButton() {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logout();
          // The page loads again for a visitor; the button says "Logging out…" until it has.
          await continueAsNewVisitor();
        })
      }
      className="font-semibold underline hover:text-wine disabled:opacity-60"
    >
      {pending ? 'Logging out…' : 'Log out'}
    </button>
  );
}
