'use client';

import { useSearchParams } from 'next/navigation';
import {
  requestMagicLink,
  requestPasswordReset,
} from '@/server/actions/account/passwords-and-links';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formText, useAccountForm } from './use-account-form';

const ACTIONS = {
  'password-reset': { send: requestPasswordReset, button: 'Send reset link' },
  'magic-link': { send: requestMagicLink, button: 'E-mail me a sign-in link' },
} as const;

/**
 * One e-mail field that asks the commerce service to send a link: a password reset or a magic
 * sign-in link. The answer is the same for every address (no account enumeration).
 */
export function EmailLinkForm({ kind }: { kind: keyof typeof ACTIONS }) {
  const next = useSearchParams().get('next') ?? undefined;
  const { id, pending, message, fieldErrors, submit } = useAccountForm();
  const { send, button } = ACTIONS[kind];
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const { email } = formText(event.currentTarget, ['email']);
        submit(() => send({ email, next }));
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
      <button type="submit" disabled={pending} className={buttonClass('submit')}>
        {pending ? 'Sending…' : button}
      </button>
    </form>
  );
}
