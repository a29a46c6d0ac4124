'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { BackField, HiddenFields } from '@/components/ui/form-shell';
import { FormMessage } from '@/components/ui/field';
import { wrapTab } from '@/components/ui/modal-dialog';

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
 * The attributes of a button that opens or closes a dialog by itself (an invoker command), so the
 * confirmation opens before scripts run and without them.
 */
const commands = (dialogId: string, command: 'show-modal' | 'close') =>
  ({ commandfor: dialogId, command }) as Record<string, string>;

interface ConfirmChangeProps {
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
  /** The server action the confirmation posts to natively, and what it sends. */
  post: (form: FormData) => Promise<void>;
  fields: Readonly<Record<string, string>>;
}

/**
 * A consequential change behind a confirmation: the trigger opens a native modal dialog that says
 * what will happen. It is a form first: the dialog opens without scripts (an invoker command) and
 * its confirm button posts `post` with `fields`, the page coming back with the answer. With
 * scripts, the confirm button runs `onConfirm` once (a second press while it runs, or a double
 * tap, does nothing) and the dialog closes when it answers; a change that answers
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
  post,
  fields,
}: ConfirmChangeProps) {
  const id = useId();
  const dialogId = `${id}-dialog`;
  const dialog = useRef<HTMLDialogElement>(null);
  const { running, refusal, confirm, clearRefusal } = useConfirmedRun(onConfirm, () =>
    dialog.current?.close(),
  );
  return (
    <>
      <button
        type="button"
        {...commands(dialogId, 'show-modal')}
        className={triggerClass}
        disabled={disabled || running}
        onClick={clearRefusal}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={`${id}-title`}
        onKeyDown={wrapTab}
        className="fixed inset-0 m-auto h-fit w-[min(28rem,calc(100%-2rem))] rounded bg-white p-0 text-ink backdrop:bg-black/50"
      >
        <form
          action={post}
          className="space-y-4 p-6"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <BackField />
          <HiddenFields values={fields} />
          <h2 id={`${id}-title`} className="font-serif text-2xl">
            {title}
          </h2>
          <div className="space-y-2">{body}</div>
          <FormMessage id={`${id}-error`} message={refusal ? { ok: false, text: refusal } : null} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={running} className={ACTION_LOOKS.ending}>
              {running ? runningLabel : confirmLabel}
            </button>
            <button
              type="button"
              {...commands(dialogId, 'close')}
              className="min-h-11 rounded border border-ink/40 px-4 font-semibold"
            >
              {keepLabel}
            </button>
          </div>
        </form>
      </dialog>
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
