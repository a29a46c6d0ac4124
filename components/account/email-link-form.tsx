'use client';

import { useSearchParams } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { requestMagicLink, requestPasswordReset } from '@/server/actions/account';
import { FormMessage, SUBMIT_CLASS, TextField } from './text-field';

const ACTIONS = {
  'password-reset': { send: requestPasswordReset, button: 'Send reset link' },
  'magic-link': { send: requestMagicLink, button: 'E-mail me a sign-in link' },
} as const;

/**
 * One e-mail field that asks the commerce service to send a link: a password reset or a magic
 * sign-in link. The answer is the same for every address (no account enumeration).
 */
export function EmailLinkForm({ kind }: { kind: keyof typeof ACTIONS }) {
  const id = useId();
  const next = useSearchParams().get('next') ?? undefined;
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const { send, button } = ACTIONS[kind];
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        startTransition(async () => {
          const result = await send({ email, next });
          setMessage({ ok: result.ok, text: result.message });
          setFieldErrors(result.ok ? {} : (result.fieldErrors ?? {}));
        });
      }}
    >
      <FormMessage id={`${id}-message`} message={message} />
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        error={fieldErrors.email}
      />
      <button type="submit" disabled={pending} className={SUBMIT_CLASS}>
        {pending ? 'Sending…' : button}
      </button>
    </form>
  );
}
