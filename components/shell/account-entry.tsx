'use client';

import { useSyncExternalStore } from 'react';
import { readSessionHints } from '@/lib/session-hints';
import type { AccountSummary } from '@/lib/viewer';
import { useShellStore } from './shell-store';

export function initialsOf(account: AccountSummary): string {
  const initials = `${account.firstName.charAt(0)}${account.lastName.charAt(0)}`.toUpperCase();
  return initials || account.email.charAt(0).toUpperCase() || '?';
}

const subscribe = () => () => {};

/**
 * The header's account entry, the same in every page's shared HTML: "Log in" for an anonymous
 * visitor, an avatar button opening the profile menu for a customer. Who is logged in comes from
 * the session sync (components/shell/session-sync.tsx); login and logout replace it. While a
 * signed-in visitor's session is still being asked for, a quiet placeholder stands in.
 */
export function AccountEntry() {
  const account = useShellStore((state) => state.account);
  const showDialog = useShellStore((state) => state.showDialog);
  const openDialog = useShellStore((state) => state.openDialog);
  const signedInHint = useSyncExternalStore(
    subscribe,
    () => readSessionHints(document.cookie).signedIn,
    () => false,
  );

  const current = account;
  if (current === undefined && signedInHint) {
    return (
      <span
        aria-hidden="true"
        className="block h-9 w-9 rounded-full bg-ash"
        data-testid="account-pending"
      />
    );
  }
  if (!current) {
    return (
      <button
        type="button"
        onClick={() => showDialog('login')}
        aria-haspopup="dialog"
        aria-expanded={openDialog === 'login'}
        className="rounded px-2 py-1 text-sm font-semibold hover:text-wine"
        data-testid="login-button"
      >
        Log in
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => showDialog('profile')}
      aria-haspopup="dialog"
      aria-expanded={openDialog === 'profile'}
      aria-label={`Account menu for ${current.firstName || current.email}`}
      className="flex h-9 w-9 items-center justify-center rounded-full bg-wine text-sm font-semibold text-white"
      data-testid="avatar-button"
    >
      <span aria-hidden="true">{initialsOf(current)}</span>
    </button>
  );
}
