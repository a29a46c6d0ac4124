'use client';

import Link from 'next/link';
import { shownMessage, type PostedForm } from '@/lib/forms/posted-form';
import { resetPassword, resetPasswordFromForm } from '@/server/actions/account/passwords-and-links';
import { FormMessage } from '@/components/ui/field';
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

/**
 * The page a reset e-mail leads to: a new password, twice. The link's token works once. A native
 * post's answer carries an e-mail when the request for a new link sent it, else it is the reset's.
 */
export function ResetPasswordForm({ token, answered }: { token: string; answered: PostedForm }) {
  const form = useAccountForm();
  const linkAnswer = answered?.values?.email === undefined ? null : answered;
  const resetAnswer = linkAnswer ? null : answered;
  const { id, fieldErrors } = form;
  const message = shownMessage(form.message, resetAnswer);
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
  const ownErrors =
    Object.keys(fieldErrors).length > 0 || Object.keys(resetAnswer?.fieldErrors ?? {}).length > 0;
  const linkBroken = !token || linkAnswer !== null || (message && !message.ok && !ownErrors);
  return (
    <>
      <FormShell
        state={{ ...form, message: token ? form.message : LINK_BROKEN }}
        post={token ? resetPasswordFromForm : undefined}
        hidden={{ token }}
        answered={token ? resetAnswer : null}
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
          <EmailLinkForm kind="password-reset" next={undefined} answered={linkAnswer} />
        </div>
      ) : null}
    </>
  );
}
