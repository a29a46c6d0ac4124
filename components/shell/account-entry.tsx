'use client';

import { useEffect } from 'react';
import type { AccountSummary } from '@/lib/viewer';
import { useShellStore } from './shell-store';

export function initialsOf(account: AccountSummary): string {
  const initials = `${account.firstName.charAt(0)}${account.lastName.charAt(0)}`.toUpperCase();
  return initials || account.email.charAt(0).toUpperCase() || '?';
}

/**
 * The header's account entry: "Log in" for an anonymous visitor, an avatar button opening the
 * profile menu for a customer. The server hands in who is logged in; login and logout replace it.
 */
export function AccountEntry({
  initialAccount,
}: {
  initialAccount: AccountSummary | null | undefined;
}) {
  const account = useShellStore((state) => state.account);
  const setAccount = useShellStore((state) => state.setAccount);
  const showDialog = useShellStore((state) => state.showDialog);
  const openDialog = useShellStore((state) => state.openDialog);

  useEffect(() => {
    if (initialAccount !== undefined && useShellStore.getState().account === undefined)
      setAccount(initialAccount);
  }, [initialAccount, setAccount]);

  const current = account === undefined ? initialAccount : account;
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
