'use client';

import { useTransition } from 'react';
import { continueAsNewVisitor } from '@/components/account/continue-as-new-visitor';
import { useCartStore } from '@/components/cart/cart-store';
import { logout } from '@/server/actions/account/sign-in';
import { useShellStore } from './shell-store';

/** Logs out: clears the customer, the token cookie and the cart (spec section 4). Lazy. */
export default function LogoutButton() {
  const [pending, startTransition] = useTransition();
  const setAccount = useShellStore((state) => state.setAccount);
  const closeDialog = useShellStore((state) => state.closeDialog);
  const replaceCart = useCartStore((state) => state.replaceCart);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logout();
          setAccount(null);
          replaceCart(null);
          closeDialog();
          continueAsNewVisitor();
        })
      }
      className="font-semibold underline hover:text-wine disabled:opacity-60"
    >
      {pending ? 'Logging out…' : 'Log out'}
    </button>
  );
}
