'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ACTION_LOOKS } from './confirm-change';
import { FormMessage } from '@/components/ui/form-message';
import { cancelMembership } from '@/server/actions/account/membership';

/**
 * Cancel a club membership, behind a confirmation dialog. Afterwards the page renders again, so
 * the membership's status, prices and access change at once.
 */
export function CancelMembership({
  membershipId,
  clubTitle,
}: {
  membershipId: string;
  clubTitle: string;
}) {
  const titleId = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  // Set at once, before the button renders disabled: a double tap sends one cancellation.
  const busy = useRef(false);
  return (
    <>
      <button
        type="button"
        className={ACTION_LOOKS.ending}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Cancel membership<span className="sr-only"> of {clubTitle}</span>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className="fixed inset-0 m-auto h-fit w-[min(28rem,calc(100%-2rem))] rounded"
      >
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="font-serif text-2xl">
            Cancel your {clubTitle} membership?
          </h2>
          <p>Member prices and members-only wines end for you as soon as you confirm.</p>
          <FormMessage
            id={`${titleId}-error`}
            message={error ? { ok: false, text: error } : null}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                if (busy.current) return;
                busy.current = true;
                startTransition(async () => {
                  try {
                    const result = await cancelMembership(membershipId);
                    if (!result.ok) {
                      setError(result.message);
                      return;
                    }
                    setOpen(false);
                    router.refresh();
                  } finally {
                    busy.current = false;
                  }
                });
              }}
              className="min-h-11 rounded bg-wine px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {pending ? 'Cancelling…' : 'Yes, cancel membership'}
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-11 rounded border border-ink/40 px-4 py-2 font-semibold"
            >
              Keep membership
            </button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
