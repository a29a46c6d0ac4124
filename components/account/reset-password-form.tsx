'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { PASSWORD_RULES_TEXT } from '@/lib/account';
import { resetPassword } from '@/server/actions/account/passwords-and-links';
import { EmailLinkForm } from './email-link-form';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formText, useAccountForm } from './use-account-form';

/** The page a reset e-mail leads to: a new password, twice. The link's token works once. */
export function ResetPasswordForm() {
  const token = useSearchParams().get('token') ?? '';
  const { id, pending, message, fieldErrors, submit } = useAccountForm();
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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const input = formText(event.currentTarget, ['password', 'confirmPassword']);
          submit(() => resetPassword({ token, ...input }));
        }}
      >
        <FormMessage
          id={`${id}-message`}
          message={
            token
              ? message
              : { ok: false, text: 'This link is invalid or has expired. Ask for a new one below.' }
          }
        />
        <TextField
          id={`${id}-password`}
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULES_TEXT}
          error={fieldErrors.password}
        />
        <TextField
          id={`${id}-confirm`}
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={fieldErrors.confirmPassword}
        />
        <button type="submit" disabled={pending || !token} className={buttonClass('submit')}>
          {pending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
      {linkBroken ? (
        <div className="mt-8 border-t border-ink/20 pt-6">
          <h2 className="mb-3 font-serif text-xl">Ask for a new link</h2>
          <EmailLinkForm kind="password-reset" />
        </div>
      ) : null}
    </>
  );
}
