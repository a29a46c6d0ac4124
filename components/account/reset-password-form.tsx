'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { resetPassword } from '@/server/actions/account/passwords-and-links';
import { FormMessage } from '@/components/ui/form-message';
import { FormShell, type TextFieldSpec } from '@/components/ui/form-shell';
import { NEW_PASSWORD_FIELD, isNewPasswordValid } from './account-fields';
import { EmailLinkForm } from './email-link-form';
import { useAccountForm } from './use-account-form';

const FIELDS: readonly TextFieldSpec<'password' | 'confirmPassword'>[] = [
  { ...NEW_PASSWORD_FIELD, label: 'New password' },
  {
    name: 'confirmPassword',
    label: 'Repeat the new password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

const LINK_BROKEN = {
  ok: false,
  text: 'This link is invalid or has expired. Ask for a new one below.',
} as const;

/** The page a reset e-mail leads to: a new password, twice. The link's token works once. */
export function ResetPasswordForm() {
  const token = useSearchParams().get('token') ?? '';
  const form = useAccountForm();
  const { id, message, fieldErrors } = form;
  if (message?.ok) {
    return (
      <div className="space-y-4">
        <FormMessage id={`${id}-message`} message={message} />
        <Link href="/profile/login" className="font-semibold underline hover:text-wine">
          Log in
        </Link>
      </div>
    );
  }
  const linkBroken = !token || (message && !message.ok && !Object.keys(fieldErrors).length);
  return (
    <>
      <FormShell
        state={{ ...form, message: token ? message : LINK_BROKEN }}
        fields={FIELDS}
        isFieldValid={isNewPasswordValid}
        submitLabel="Set new password"
        pendingLabel="Saving…"
        submitDisabled={!token}
        onSubmit={form.handler((input: Record<string, string>) =>
          resetPassword({ token, ...input }),
        )}
      />
      {linkBroken ? (
        <div className="mt-8 border-t border-ink/20 pt-6">
          <h2 className="mb-3 font-serif text-xl">Ask for a new link</h2>
          <EmailLinkForm kind="password-reset" />
        </div>
      ) : null}
    </>
  );
}
