'use client';

import { useSearchParams } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import LoginForm from '@/components/shell/login-form';
import { useShellStore } from '@/components/shell/shell-store';
import { safeNextPath } from '@/lib/account';
import { signInWithMagicLink } from '@/server/actions/account/sign-in';
import { AccountLinks } from './account-links';
import { continueAsNewVisitor } from './continue-as-new-visitor';
import { buttonClass } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';

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
      <LoginForm onLoggedIn={() => continueAsNewVisitor(destination)} />
      <AccountLinks next={next} />
    </>
  );
}

function MagicLinkFinish({ token, next }: { token: string; next: string | undefined }) {
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const setAccount = useShellStore((state) => state.setAccount);
  const replaceCart = useCartStore((state) => state.replaceCart);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await signInWithMagicLink({ token, next });
          if (!result.ok) {
            setMessage(result.message);
            return;
          }
          setAccount(result.account);
          replaceCart(result.cart);
          continueAsNewVisitor(result.next ?? '/profile');
        });
      }}
    >
      <p>You followed a sign-in link from your e-mail. Press the button to finish signing in.</p>
      <FormMessage id={`${id}-message`} message={message ? { ok: false, text: message } : null} />
      {message ? (
        <AccountLinks next={next} />
      ) : (
        <button type="submit" disabled={pending} className={buttonClass('submit')}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      )}
    </form>
  );
}
