'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { ModalDialog } from '@/components/ui/modal-dialog';

/** The three looks of a membership action: skip, hold and cancel must not look alike. */
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
 * A consequential change behind a confirmation: the trigger opens a dialog that says
 * what will happen; the confirm button runs the change once (a second press while it runs, or a
 * double tap, does nothing) and the dialog closes when it answers. A change that answers
 * `{ refused: message }` keeps the dialog open and says why there.
 */
export function ConfirmChange({
  trigger,
  triggerClass,
  title,
  body,
  confirmLabel,
  runningLabel = confirmLabel,
  keepLabel,
  disabled,
  onConfirm,
}: {
  trigger: ReactNode;
  triggerClass: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the change runs. */
  runningLabel?: string;
  keepLabel: string;
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { running, refusal, confirm, clearRefusal } = useConfirmedRun(onConfirm, () =>
    setOpen(false),
  );
  return (
    <>
      <button
        type="button"
        className={triggerClass}
        disabled={disabled || running}
        onClick={() => {
          clearRefusal();
          setOpen(true);
        }}
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
          <FormMessage
            id={`${titleId}-error`}
            message={refusal ? { ok: false, text: refusal } : null}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={running}
              className={ACTION_LOOKS.ending}
              onClick={confirm}
            >
              {running ? runningLabel : confirmLabel}
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

/**
 * Runs the change once: `busy` is set at once, before React renders the disabled button, so a
 * double tap lands on this guard. `done` (closing the dialog) follows unless the change refused.
 */
function useConfirmedRun(onConfirm: () => Promise<unknown>, done: () => void) {
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setRefusal(null);
    let answer: unknown;
    try {
      answer = await onConfirm();
    } finally {
      busy.current = false;
      setRunning(false);
      if (!isRefusal(answer)) done();
    }
    if (isRefusal(answer)) setRefusal(answer.refused);
  };
  return { running, refusal, confirm, clearRefusal: () => setRefusal(null) };
}

const isRefusal = (answer: unknown): answer is { refused: string } =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { refused?: unknown }).refused === 'string';
