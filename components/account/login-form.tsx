'use client';

import { FormShell, type TextFieldSpec } from '@/components/ui/form-shell';
import { EMAIL_FIELD } from '@/components/account/account-fields';
import { continueAsNewVisitor } from '@/components/session/session-sync';
import { useAccountForm, useSignedIn } from '@/components/account/use-account-form';
import type { PostedForm } from '@/lib/forms/posted-form';
import { login, loginFromForm } from '@/server/actions/account/sign-in';
import { useShellStore } from '../session/shell-store';

const FIELDS: readonly TextFieldSpec<'email' | 'password'>[] = [
  EMAIL_FIELD,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/**
 * E-mail and password against the commerce login, through the `login` server action: in the
 * header's modal (lazy), on /profile and /profile/login and in the club wizard. `onLoggedIn`
 * decides what happens next; by default the page loads again for the customer.
 */
export default function LoginForm({
  onLoggedIn,
  next,
  answered,
}: {
  onLoggedIn?: () => unknown;
  /** Where the native post goes on to (same-site paths only); the profile when none. */
  next?: string;
  /** The answer of a native post, sent back to a page rendered per request. */
  answered?: PostedForm;
}) {
  const form = useAccountForm();
  const signedIn = useSignedIn();
  const closeDialog = useShellStore((state) => state.closeDialog);
  return (
    <FormShell
      state={form}
      fields={FIELDS}
      describedByMessage
      post={loginFromForm}
      hidden={{ next }}
      answered={answered}
      submitLabel="Log in"
      pendingLabel="Logging in…"
      onSubmit={form.handler(login, (result) => {
        // Prices, panels and access are the customer's after a full load; the form stays pending
        // (the modal open) until it has.
        if (!onLoggedIn) return continueAsNewVisitor();
        signedIn(result);
        closeDialog();
        return onLoggedIn();
      })}
    />
  );
}
