import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountPageFrame } from '@/components/account/account-page-frame';
import { EmailLinkForm } from '@/components/account/email-link-form';

export const metadata: Metadata = {
  title: 'E-mail me a sign-in link',
  robots: { index: false, follow: false },
};

/** Static page; the form reads its query (next) in the browser. */
export default function Page() {
  return (
    <AccountPageFrame
      title="E-mail me a sign-in link"
      intro="Enter the e-mail address of your account and we will send you a link that signs you in without your password."
    >
      <Suspense fallback={null}>
        <EmailLinkForm kind="magic-link" />
      </Suspense>
    </AccountPageFrame>
  );
}
