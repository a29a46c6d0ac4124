import type { Metadata } from 'next';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { ResetPasswordForm } from '@/components/account/reset-password-form';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
};

/**
 * A blocking route: the form depends on the query (where to go next, the answer of its post),
 * and the whole form must be in the HTML itself for a visitor whose scripts have not run.
 */
export const instant = false;

/** Where a reset e-mail leads: a new password for the token of its link. */
export default async function Page({ searchParams }: PageProps<'/profile/reset-password'>) {
  const { text, answered } = await readPageQuery(searchParams);
  return (
    <AccountPageFrame title="Choose a new password">
      <ResetPasswordForm
        token={text('token') ?? answered?.values?.token ?? ''}
        answered={answered}
      />
    </AccountPageFrame>
  );
}
