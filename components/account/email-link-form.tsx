'use client';

import { useSearchParams } from 'next/navigation';
import {
  requestMagicLink,
  requestPasswordReset,
} from '@/server/actions/account/passwords-and-links';
import { FormShell } from '@/components/ui/form-shell';
import { EMAIL_FIELD } from './account-fields';
import { useAccountForm } from './use-account-form';

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
  const form = useAccountForm();
  const { send, button } = ACTIONS[kind];
  return (
    <FormShell
      state={form}
      fields={[EMAIL_FIELD]}
      onSubmit={form.handler(({ email }: { email: string }) => send({ email, next }))}
      submitLabel={button}
      pendingLabel="Sending…"
    />
  );
}
