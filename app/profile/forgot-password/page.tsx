import type { Metadata } from 'next';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { EmailLinkForm } from '@/components/account/email-link-form';

export const metadata: Metadata = {
  title: 'Forgot password',
  robots: { index: false, follow: false },
};

/**
 * A blocking route: the form depends on the query (where to go next, the answer of its post),
 * and the whole form must be in the HTML itself for a visitor whose scripts have not run.
 */
export const instant = false;

/** Forgot password: a reset link by e-mail. */
export default async function Page({ searchParams }: PageProps<'/profile/forgot-password'>) {
  const { text, answered } = await readPageQuery(searchParams);
  return (
    <AccountPageFrame
      title="Forgot password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <EmailLinkForm kind="password-reset" next={text('next')} answered={answered} />
    </AccountPageFrame>
  );
}
