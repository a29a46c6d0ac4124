import type { Metadata } from 'next';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { OrderLookupForm } from '@/components/account/order-lookup-form';

export const metadata: Metadata = { title: 'Find an order', robots: { index: false } };

/**
 * A blocking route: a refused lookup comes back with its answer, and the whole form must be in the
 * HTML itself for a visitor whose scripts have not run.
 */
export const instant = false;

/** Guest order lookup: on to the receipt. */
export default async function Page({ searchParams }: PageProps<'/profile/order-lookup'>) {
  const { answered } = await readPageQuery(searchParams);
  return (
    <AccountPageFrame
      title="Find an order"
      intro="Ordered as a guest? Enter the e-mail you used at checkout, the order number from your confirmation and the billing ZIP code."
      backToLogin={false}
    >
      <OrderLookupForm answered={answered} />
    </AccountPageFrame>
  );
}
