'use client';

import type { PostedForm } from '@/lib/forms/posted-form';
import {
  requestMagicLink,
  requestMagicLinkFromForm,
  requestPasswordReset,
  requestPasswordResetFromForm,
} from '@/server/actions/account/passwords-and-links';
import { FormShell } from '@/components/ui/form-shell';
import { EMAIL_FIELD } from './account-fields';
import { useAccountForm } from './use-account-form';

const ACTIONS = {
  'password-reset': {
    send: requestPasswordReset,
    post: requestPasswordResetFromForm,
    button: 'Send reset link',
  },
  'magic-link': {
    send: requestMagicLink,
    post: requestMagicLinkFromForm,
    button: 'E-mail me a sign-in link',
  },
} as const;

/**
 * One e-mail field that asks the commerce service to send a link: a password reset or a magic
 * sign-in link. The answer is the same for every address (no account enumeration).
 */
export function EmailLinkForm({
  kind,
  next,
  answered,
}: {
  kind: keyof typeof ACTIONS;
  /** Where the link leads after signing in (same-site paths only). */
  next: string | undefined;
  answered: PostedForm;
}) {
  const form = useAccountForm();
  const { send, post, button } = ACTIONS[kind];
  return (
    <FormShell
      state={form}
      fields={[EMAIL_FIELD]}
      onSubmit={form.handler(({ email }: { email: string }) => send({ email, next }))}
      submitLabel={button}
      pendingLabel="Sending…"
      post={post}
      hidden={{ next }}
      answered={answered}
    />
  );
}
