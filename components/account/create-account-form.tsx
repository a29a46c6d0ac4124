'use client';

import { safeNextPath } from '@/lib/customer/account';
import type { PostedForm } from '@/lib/forms/posted-form';
import { createAccount, createAccountFromForm } from '@/server/actions/account/sign-in';
import { FormShell, type TextFieldSpec } from '@/components/ui/form-shell';
import { EMAIL_FIELD, NEW_PASSWORD_FIELD, isNewPasswordValid } from './account-fields';
import { continueAsNewVisitor } from '../session/session-sync';
import { useAccountForm, useSignedIn } from './use-account-form';

const FIELDS: readonly TextFieldSpec<'firstName' | 'lastName' | 'email' | 'password'>[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  EMAIL_FIELD,
  NEW_PASSWORD_FIELD,
];

/**
 * Name, e-mail and password; the new customer is logged in and keeps the cart. Then the visitor
 * goes to `?next=` (same-site only), else /profile; `onCreated` keeps them where they are instead
 * (the club wizard's account step).
 */
export function CreateAccountForm({
  onCreated,
  next,
  answered = null,
}: {
  onCreated?: () => void;
  /** Where the native post goes on to (same-site paths only); the profile when none. */
  next?: string;
  answered?: PostedForm;
} = {}) {
  const form = useAccountForm();
  const signedIn = useSignedIn();
  return (
    <FormShell
      state={form}
      isFieldValid={isNewPasswordValid}
      label="Create an account"
      fields={FIELDS}
      submitLabel="Create account"
      pendingLabel="Creating your account…"
      // The club wizard's account step runs with scripts only; the page's form posts itself.
      post={onCreated ? undefined : createAccountFromForm}
      hidden={{ next }}
      answered={answered}
      onSubmit={form.handler(createAccount, (result) => {
        signedIn(result);
        // A caller that keeps the visitor on this page (the club wizard) renders nothing again:
        // a customer's page is another route (proxy.ts), and rendering it would start the
        // wizard over; the wizard ends with a full page load.
        if (onCreated) return onCreated();
        return continueAsNewVisitor(safeNextPath(next));
      })}
    />
  );
}
