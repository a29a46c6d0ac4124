import type { Metadata } from 'next';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { CreateAccountForm } from '@/components/account/create-account-form';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

/**
 * A blocking route: the form depends on the query (where to go next, the answer of its post),
 * and the whole form must be in the HTML itself for a visitor whose scripts have not run.
 */
export const instant = false;

/** Create an account, then on to `next` or the account. */
export default async function Page({ searchParams }: PageProps<'/profile/create-account'>) {
  const { text, answered } = await readPageQuery(searchParams);
  return (
    <AccountPageFrame
      title="Create an account"
      intro="Keep your cart, see your orders and manage your club memberships."
    >
      <CreateAccountForm next={text('next')} answered={answered} />
    </AccountPageFrame>
  );
}
