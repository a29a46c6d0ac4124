'use client';

import type { ReactNode } from 'react';
import { DialogOpenerLink } from '@/components/ui/dialog-opener-link';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';
import { readSessionHints } from '@/lib/customer/session-hints';
import type { AccountSummary } from '@/lib/customer/viewer';
import { useShellStore, type ShellDialog } from '../session/shell-store';

export function initialsOf(account: AccountSummary): string {
  const initials = `${account.firstName.charAt(0)}${account.lastName.charAt(0)}`.toUpperCase();
  return initials || account.email.charAt(0).toUpperCase() || '?';
}

const subscribe = () => () => {};

/** Member Login: where "Log in" leads before the page's code runs, and with scripts off. */
const LOGIN_PAGE_PATH = '/profile/login';

/**
 * The header's account entry, the same in every page's shared HTML: "Log in" for an anonymous
 * visitor, an avatar button opening the profile menu for a customer. Who is logged in comes from
 * the session sync (components/session/session-sync.tsx); login and logout replace it. While a
 * signed-in visitor's session is still being asked for, a quiet placeholder stands in.
 *
 * "Log in" is a link to the login page (which works without scripts) that opens the login modal
 * once the page runs, so an early tap is never lost. The avatar shows only once the session has
 * answered, in a running page, so it is a plain button.
 */
export function AccountEntry() {
  const account = useShellStore((state) => state.account);
  const signedInHint = useBrowserSnapshot(
    subscribe,
    () => readSessionHints(document.cookie).signedIn,
    () => false,
  );

  const current = account;
  if (current === undefined && signedInHint) {
    return (
      <span
        aria-hidden="true"
        className="block h-11 w-11 rounded-full bg-ash lg:h-9 lg:w-9"
        data-testid="account-pending"
      />
    );
  }
  if (!current) return <LoginLink />;
  return (
    <DialogButton
      dialog="profile"
      className="flex h-11 w-11 items-center justify-center rounded-full bg-wine text-sm font-semibold text-white lg:h-9 lg:w-9"
      testId="avatar-button"
    >
      {/* Named by its content, not aria-label: a label over visible text must contain that text,
          and initials are a picture of the name, not words to say. */}
      <span aria-hidden="true">{initialsOf(current)}</span>
      <span className="sr-only">Account menu for {current.firstName || current.email}</span>
    </DialogButton>
  );
}

function LoginLink() {
  const showDialog = useShellStore((state) => state.showDialog);
  const openDialog = useShellStore((state) => state.openDialog);
  return (
    <DialogOpenerLink
      href={LOGIN_PAGE_PATH}
      onOpen={() => showDialog('login')}
      expanded={openDialog === 'login'}
      className="inline-flex min-h-11 items-center rounded px-2 py-1 text-sm font-semibold hover:text-wine lg:min-h-0"
      testId="login-button"
    >
      Log in
    </DialogOpenerLink>
  );
}

/** A button that opens one of the shell's dialogs and says whether it is open. */
function DialogButton({
  dialog,
  className,
  testId,
  children,
}: {
  dialog: ShellDialog;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  const showDialog = useShellStore((state) => state.showDialog);
  const openDialog = useShellStore((state) => state.openDialog);
  return (
    <button
      type="button"
      onClick={() => showDialog(dialog)}
      aria-haspopup="dialog"
      aria-expanded={openDialog === dialog}
      className={className}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
