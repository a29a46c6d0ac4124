import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { CreateAccountForm } from '@/components/account/create-account-form';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

/** Static page; the form reads its query (next) in the browser. */
export default function Page() {
  return (
    <AccountPageFrame
      title="Create an account"
      intro="Keep your cart, see your orders and manage your club memberships."
    >
      <Suspense fallback={null}>
        <CreateAccountForm />
      </Suspense>
    </AccountPageFrame>
  );
}
