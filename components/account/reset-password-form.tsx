'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { PASSWORD_RULES_TEXT } from '@/lib/account';
import { resetPassword } from '@/server/actions/account';
import { EmailLinkForm } from './email-link-form';
import { FormMessage, SUBMIT_CLASS, TextField } from './text-field';

/** The page a reset e-mail leads to: a new password, twice. The link's token works once. */
export function ResetPasswordForm() {
  const id = useId();
  const token = useSearchParams().get('token') ?? '';
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
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
          const data = new FormData(event.currentTarget);
          startTransition(async () => {
            const result = await resetPassword({
              token,
              password: String(data.get('password') ?? ''),
              confirmPassword: String(data.get('confirmPassword') ?? ''),
            });
            setMessage({ ok: result.ok, text: result.message });
            setFieldErrors(result.ok ? {} : (result.fieldErrors ?? {}));
          });
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
        <button type="submit" disabled={pending || !token} className={SUBMIT_CLASS}>
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
