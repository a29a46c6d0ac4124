'use client';

import Link from 'next/link';
import LoginForm from '@/components/account/login-form';
import { safeNextPath } from '@/lib/customer/account';
import { shownMessage, type PostedForm } from '@/lib/forms/posted-form';
import { signInWithMagicLink, signInWithMagicLinkFromForm } from '@/server/actions/account/sign-in';
import { AccountLinks } from './account-fields';
import { continueAsNewVisitor } from '../session/session-sync';
import { FormMessage } from '@/components/ui/field';
import { BackField, SubmitButton } from '@/components/ui/form-shell';
import { useFormPost } from '@/components/ui/use-form-post';
import { useAccountForm, useSignedIn } from './use-account-form';

/**
 * The body of /profile/login, decided by its query (read by the page): a magic link's `magicLinkToken` asks for one
 * press to finish signing in (a link scanner that merely opens the URL spends nothing); otherwise
 * the login form. Either way the visitor then goes to `next` (same-site paths only) or /profile.
 */
export function LoginPageBody({
  next,
  token,
  loggedOut,
  answered,
}: {
  next: string | undefined;
  token: string | undefined;
  loggedOut: boolean;
  answered: PostedForm;
}) {
  const destination = safeNextPath(next);
  if (token) return <MagicLinkFinish token={token} next={next} answered={answered} />;
  return (
    <>
      {loggedOut ? (
        <p role="status" className="mb-4 rounded bg-ash p-3">
          You have been logged out. Log in again below, or{' '}
          <Link href="/collection/all" className="font-semibold underline hover:text-wine">
            keep shopping
          </Link>
          .
        </p>
      ) : null}
      <LoginForm
        next={next}
        answered={answered}
        onLoggedIn={() => continueAsNewVisitor(destination)}
      />
      <AccountLinks next={next} />
    </>
  );
}

function MagicLinkFinish({
  token,
  next,
  answered,
}: {
  token: string;
  next: string | undefined;
  answered: PostedForm;
}) {
  const { id, pending, message: ownMessage, handler } = useAccountForm();
  const signedIn = useSignedIn();
  const { posted, action, ref } = useFormPost(signInWithMagicLinkFromForm, answered);
  const message = shownMessage(ownMessage, posted);
  const finish = handler(
    () => signInWithMagicLink({ token, next }),
    (result) => {
      signedIn(result);
      return continueAsNewVisitor(result.next ?? '/profile');
    },
  );
  return (
    <form
      ref={ref}
      action={action}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        finish();
      }}
    >
      <BackField />
      <input type="hidden" name="token" value={token} />
      {next === undefined ? null : <input type="hidden" name="next" value={next} />}
      <p>You followed a sign-in link from your e-mail. Press the button to finish signing in.</p>
      <FormMessage id={`${id}-message`} message={message} />
      {message ? (
        <AccountLinks next={next} />
      ) : (
        <SubmitButton
          pending={pending}
          label="Sign in"
          pendingLabel="Signing in…"
          waitsForScripts={false}
        />
      )}
    </form>
  );
}
