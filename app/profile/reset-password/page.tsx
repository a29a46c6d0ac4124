import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { ResetPasswordForm } from '@/components/account/reset-password-form';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
};

/** Where a reset e-mail leads; static, the token is read from the query in the browser. */
export default function Page() {
  return (
    <AccountPageFrame title="Choose a new password">
      <Suspense fallback={null}>
        <ResetPasswordForm />
      </Suspense>
    </AccountPageFrame>
  );
}
