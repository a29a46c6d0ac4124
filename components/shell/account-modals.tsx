'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useId } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { useShellStore } from '../session/shell-store';
import { initialsOf } from './account-entry';
import { AccountLinks } from '@/components/account/account-fields';

// The login form and the logout button are loaded lazily, off the page's first scripts.
const LoginForm = dynamic(() => import('../account/login-form'), {
  ssr: false,
  loading: () => <p>Loading…</p>,
});
const LogoutButton = dynamic(() => import('./logout-button'), { ssr: false });

/** The login and profile modals; one `openDialog` in the shell store keeps them mutually exclusive. */
export function AccountModals() {
  const openDialog = useShellStore((state) => state.openDialog);
  const closeDialog = useShellStore((state) => state.closeDialog);
  const account = useShellStore((state) => state.account);
  const loginTitle = useId();
  const profileTitle = useId();

  return (
    <>
      <ModalDialog
        open={openDialog === 'login'}
        onClose={closeDialog}
        labelledBy={loginTitle}
        testId="login-modal"
        className="fixed inset-0 m-auto h-fit w-[min(28rem,calc(100%-2rem))] rounded"
      >
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between">
            <h2 id={loginTitle} className="font-serif text-2xl">
              Log in
            </h2>
            <CloseButton onClose={closeDialog} what="log in" />
          </div>
          <LoginForm />
          <AccountLinks onNavigate={closeDialog} />
        </div>
      </ModalDialog>
      <ModalDialog
        open={openDialog === 'profile' && !!account}
        onClose={closeDialog}
        labelledBy={profileTitle}
        testId="profile-modal"
        className="fixed inset-0 m-auto h-fit w-[min(24rem,calc(100%-2rem))] rounded"
      >
        {account ? (
          <div className="p-6">
            <div className="mb-4 flex items-start justify-between gap-4">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 items-center justify-center rounded-full bg-wine font-semibold text-white"
                >
                  {initialsOf(account)}
                </span>
                <div>
                  <h2 id={profileTitle} className="font-serif text-xl">
                    {`${account.firstName} ${account.lastName}`.trim() || 'Your account'}
                  </h2>
                  <p className="text-sm text-ink/70">{account.email}</p>
                </div>
              </div>
              <CloseButton onClose={closeDialog} what="account menu" />
            </div>
            <ul className="space-y-1">
              <li>
                <Link
                  href="/profile"
                  onClick={closeDialog}
                  className="inline-flex min-h-11 items-center font-semibold underline hover:text-wine"
                >
                  Manage Account
                </Link>
              </li>
              <li>
                <LogoutButton />
              </li>
            </ul>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}

function CloseButton({ onClose, what }: { onClose: () => void; what: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      className="min-h-11 min-w-11 rounded px-2 py-1 text-sm underline hover:text-wine"
    >
      Close<span className="sr-only"> {what}</span>
    </button>
  );
}
