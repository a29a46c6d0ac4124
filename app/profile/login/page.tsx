import type { Metadata } from 'next';
import { LoginPageBody } from '@/components/account/login-page-body';
import Link from 'next/link';
import LogoutButton from '@/components/shell/logout-button';
import { DEFAULT_AFTER_LOGIN, safeNextPath } from '@/lib/customer/account';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { getViewer } from '@/server/visitor/visitor';

export const metadata: Metadata = {
  title: 'Member Login',
  robots: { index: false, follow: false },
};

/**
 * A blocking route: what the page shows depends on its query (a sign-in link's token, where to go
 * next, a logout just done), and the whole form must be in the HTML itself for a visitor whose
 * scripts have not run (streamed content needs a script to be revealed).
 */
export const instant = false;

/** Where a signed-in member goes on from here, or logs out. */
function SignedIn({ name, next }: { name: string; next: string | undefined }) {
  const destination = safeNextPath(next);
  return (
    <div className="space-y-4">
      <p role="status">You are logged in as {name}.</p>
      <Link href={destination} className="inline-block font-semibold underline hover:text-wine">
        {destination === DEFAULT_AFTER_LOGIN ? 'Manage Account' : 'Continue'}
      </Link>
      <LogoutButton />
    </div>
  );
}

/** Member Login (footer's "Member Login"). */
export default async function LoginPage({ searchParams }: PageProps<'/profile/login'>) {
  const { text, answered } = await readPageQuery(searchParams);
  // A member already signed in (the header's Log in, before scripts ran) is told so.
  const { customer } = text('magicLinkToken') ? { customer: null } : await getViewer();
  return (
    <section aria-labelledby="login-title" className="mx-auto max-w-md px-4 py-12">
      <h1 id="login-title" className="mb-6 font-serif text-3xl">
        Member Login
      </h1>
      {customer ? (
        <SignedIn name={customer.firstName || 'a member'} next={text('next')} />
      ) : (
        <LoginPageBody
          next={text('next')}
          token={text('magicLinkToken')}
          loggedOut={text('loggedOut') !== undefined}
          answered={answered}
        />
      )}
    </section>
  );
}
