'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import LoginForm from '@/components/account/login-form';
import { safeNextPath } from '@/lib/customer/account';
import { signInWithMagicLink } from '@/server/actions/account/sign-in';
import { AccountLinks } from './account-links';
import { continueAsNewVisitor } from '../session/continue-as-new-visitor';
import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/form-shell';
import { useAccountForm, useSignedIn } from './use-account-form';

/**
 * The body of /profile/login, decided by the query: a magic link's `magicLinkToken` asks for one
 * press to finish signing in (a link scanner that merely opens the URL spends nothing); otherwise
 * the login form. Either way the visitor then goes to `next` (same-site paths only) or /profile.
 */
export function LoginPageBody() {
  const params = useSearchParams();
  const next = params.get('next') ?? undefined;
  const token = params.get('magicLinkToken');
  const destination = safeNextPath(next);
  if (token) return <MagicLinkFinish token={token} next={next} />;
  return (
    <>
      {params.has('loggedOut') ? (
        <p role="status" className="mb-4 rounded bg-ash p-3">
          You have been logged out. Log in again below, or{' '}
          <Link href="/collection/all" className="font-semibold underline hover:text-wine">
            keep shopping
          </Link>
          .
        </p>
      ) : null}
      <LoginForm onLoggedIn={() => continueAsNewVisitor(destination)} />
      <AccountLinks next={next} />
    </>
  );
}

function MagicLinkFinish({ token, next }: { token: string; next: string | undefined }) {
  const { id, pending, message, handler } = useAccountForm();
  const signedIn = useSignedIn();
  const finish = handler(
    () => signInWithMagicLink({ token, next }),
    (result) => {
      signedIn(result);
      return continueAsNewVisitor(result.next ?? '/profile');
    },
  );
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        finish();
      }}
    >
      <p>You followed a sign-in link from your e-mail. Press the button to finish signing in.</p>
      <FormMessage id={`${id}-message`} message={message} />
      {message ? (
        <AccountLinks next={next} />
      ) : (
        <SubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" />
      )}
    </form>
  );
}
