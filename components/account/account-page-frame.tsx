import Link from 'next/link';
import type { ReactNode } from 'react';

/** The narrow frame of the account forms: a heading, an intro, the form, a way back to login. */
export function AccountPageFrame({
  title,
  intro,
  children,
  backToLogin = true,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  backToLogin?: boolean;
}) {
  return (
    <section aria-labelledby="account-page-title" className="mx-auto max-w-md px-4 py-12">
      <h1 id="account-page-title" className="mb-3 font-serif text-3xl">
        {title}
      </h1>
      {intro ? <p className="mb-6">{intro}</p> : null}
      {children}
      {backToLogin ? (
        <p className="mt-6 text-sm">
          <Link href="/profile/login" className="underline hover:text-wine">
            Back to Member Login
          </Link>
        </p>
      ) : null}
    </section>
  );
}
