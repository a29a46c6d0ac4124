'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

/** The three looks of a membership action (issue 41: skip, hold and cancel must not look alike). */
export const ACTION_LOOKS = {
  /** A routine change: the wine outline. */
  routine:
    'min-h-11 rounded border border-wine px-4 text-sm font-semibold text-wine hover:bg-wine hover:text-white disabled:opacity-60',
  /** A pause: a neutral grey outline. */
  pause:
    'min-h-11 rounded border border-ink/50 bg-ash px-4 text-sm font-semibold text-ink hover:bg-ink hover:text-white disabled:opacity-60',
  /** An ending: solid wine, apart from the others. */
  ending:
    'min-h-11 rounded bg-wine px-4 text-sm font-semibold text-white hover:bg-wine-dark disabled:opacity-60',
} as const;

/**
 * A consequential change behind a confirmation (issue 41): the trigger opens a dialog that says
 * what will happen; the confirm button runs the change once (a second press while it runs, or a
 * double tap, does nothing) and the dialog closes when it answers.
 */
export function ConfirmChange({
  trigger,
  triggerClass,
  title,
  body,
  confirmLabel,
  keepLabel,
  disabled,
  onConfirm,
}: {
  trigger: ReactNode;
  triggerClass: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  // Set at once, before React renders the disabled button: a double tap lands on this guard.
  const busy = useRef(false);
  return (
    <>
      <button
        type="button"
        className={triggerClass}
        disabled={disabled || running}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className="fixed inset-0 m-auto h-fit w-[min(28rem,calc(100%-2rem))] rounded"
      >
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="font-serif text-2xl">
            {title}
          </h2>
          <div className="space-y-2">{body}</div>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={running}
              className={ACTION_LOOKS.ending}
              onClick={async () => {
                if (busy.current) return;
                busy.current = true;
                setRunning(true);
                try {
                  await onConfirm();
                } finally {
                  busy.current = false;
                  setRunning(false);
                  setOpen(false);
                }
              }}
            >
              {confirmLabel}
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-11 rounded border border-ink/40 px-4 font-semibold"
            >
              {keepLabel}
            </button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
