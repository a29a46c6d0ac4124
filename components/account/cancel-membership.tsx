'use client';

import { useRouter } from 'next/navigation';
import { cancelMembership } from '@/server/actions/account/membership';
import { changeMembershipFromForm } from '@/server/actions/account/account-posts';
import { ACTION_LOOKS, ConfirmChange } from './confirm-change';

/**
 * Cancel a club membership, behind a confirmation dialog. Afterwards the page renders again, so
 * the membership's status, prices and access change at once; a refusal stays in the dialog.
 */
export function CancelMembership({
  membershipId,
  clubTitle,
}: {
  membershipId: string;
  clubTitle: string;
}) {
  const router = useRouter();
  return (
    <ConfirmChange
      triggerClass={ACTION_LOOKS.ending}
      trigger={
        <>
          Cancel membership<span className="sr-only"> of {clubTitle}</span>
        </>
      }
      title={`Cancel your ${clubTitle} membership?`}
      body={<p>Member prices and members-only wines end for you as soon as you confirm.</p>}
      confirmLabel="Yes, cancel membership"
      runningLabel="Cancelling…"
      keepLabel="Keep membership"
      post={changeMembershipFromForm}
      fields={{ change: 'cancel', membershipId }}
      onConfirm={async () => {
        const result = await cancelMembership(membershipId);
        if (!result.ok) return { refused: result.message };
        router.refresh();
      }}
    />
  );
}
