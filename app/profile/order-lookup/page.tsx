import type { Metadata } from 'next';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { OrderLookupForm } from '@/components/account/order-lookup-form';

export const metadata: Metadata = { title: 'Find an order', robots: { index: false } };

export default function Page() {
  return (
    <AccountPageFrame
      title="Find an order"
      intro="Ordered as a guest? Enter the e-mail you used at checkout, the order number from your confirmation and the billing ZIP code."
      backToLogin={false}
    >
      <OrderLookupForm />
    </AccountPageFrame>
  );
}
