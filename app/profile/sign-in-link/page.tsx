import type { Metadata } from 'next';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { EmailLinkForm } from '@/components/account/email-link-form';

export const metadata: Metadata = {
  title: 'E-mail me a sign-in link',
  robots: { index: false, follow: false },
};

/**
 * A blocking route: the form depends on the query (where to go next, the answer of its post),
 * and the whole form must be in the HTML itself for a visitor whose scripts have not run.
 */
export const instant = false;

/** A sign-in link by e-mail, for signing in without the password. */
export default async function Page({ searchParams }: PageProps<'/profile/sign-in-link'>) {
  const { text, answered } = await readPageQuery(searchParams);
  return (
    <AccountPageFrame
      title="E-mail me a sign-in link"
      intro="Enter the e-mail address of your account and we will send you a link that signs you in without your password."
    >
      <EmailLinkForm kind="magic-link" next={text('next')} answered={answered} />
    </AccountPageFrame>
  );
}
