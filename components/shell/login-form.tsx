'use client';

import { FormShell, type TextFieldSpec } from '@/components/ui/form-shell';
import { EMAIL_FIELD } from '@/components/account/account-fields';
import { continueAsNewVisitor } from '@/components/account/continue-as-new-visitor';
import { useAccountForm, useSignedIn } from '@/components/account/use-account-form';
import { login } from '@/server/actions/account/sign-in';
import { useShellStore } from './shell-store';

const FIELDS: readonly TextFieldSpec<'email' | 'password'>[] = [
  EMAIL_FIELD,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/**
 * E-mail and password against the commerce login, through the `login` server action: in the
 * header's modal (lazy) and on /profile/login. `onLoggedIn` decides what happens next; by default
 * the modal closes and the page renders again for the customer.
 */
export default function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const form = useAccountForm();
  const signedIn = useSignedIn();
  const closeDialog = useShellStore((state) => state.closeDialog);
  return (
    <FormShell
      state={form}
      fields={FIELDS}
      describedByMessage
      submitLabel="Log in"
      pendingLabel="Logging in…"
      onSubmit={form.handler(login, (result) => {
        signedIn(result);
        closeDialog();
        if (onLoggedIn) onLoggedIn();
        // Customer-specific parts of the page (prices, panels) are rendered again for the customer.
        else continueAsNewVisitor();
      })}
    />
  );
}
