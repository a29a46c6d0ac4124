import type { Metadata } from 'next';
import { LoginPageBody } from '@/components/account/login-page-body';
import { ANSWER_PARAM } from '@/lib/forms/posted-form';
import { postedAnswerFor } from '@/server/visitor/posted-answer';

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

/** Member Login (footer's "Member Login"). */
export default async function LoginPage({ searchParams }: PageProps<'/profile/login'>) {
  const query = await searchParams;
  const text = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  return (
    <section aria-labelledby="login-title" className="mx-auto max-w-md px-4 py-12">
      <h1 id="login-title" className="mb-6 font-serif text-3xl">
        Member Login
      </h1>
      <LoginPageBody
        next={text('next')}
        token={text('magicLinkToken')}
        loggedOut={query.loggedOut !== undefined}
        answered={await postedAnswerFor(query[ANSWER_PARAM])}
      />
    </section>
  );
}
