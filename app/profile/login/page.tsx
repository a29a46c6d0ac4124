import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginPageBody } from '@/components/account/login-page-body';

export const metadata: Metadata = {
  title: 'Member Login',
  robots: { index: false, follow: false },
};

/**
 * Member Login (footer's "Member Login"). A static page: the query (next, magicLinkToken) is read
 * in the browser, so no visitor causes a server render here.
 */
export default function LoginPage() {
  return (
    <section aria-labelledby="login-title" className="mx-auto max-w-md px-4 py-12">
      <h1 id="login-title" className="mb-6 font-serif text-3xl">
        Member Login
      </h1>
      <Suspense fallback={<p>Loading…</p>}>
        <LoginPageBody />
      </Suspense>
    </section>
  );
}
