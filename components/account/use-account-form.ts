'use client';

import { useId, useState, useTransition } from 'react';

/** What every account action answers: ok (maybe with a message), or a message and field errors. */
export type AccountFormResult =
  | { ok: true; message?: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

/**
 * The state every account form keeps: pending while its server action runs, the message shown in
 * the form's alert/status and the errors under each field. `submit` runs the action and, when it
 * succeeds, `onOk` with its answer; a refusal shows the action's message and field errors.
 */
export function useAccountForm() {
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  function submit<Result extends AccountFormResult>(
    action: () => Promise<Result>,
    onOk?: (result: Extract<Result, { ok: true }>) => void,
  ) {
    startTransition(async () => {
      const result = await action();
      if (!result.ok) {
        setMessage({ ok: false, text: result.message });
        setFieldErrors(result.fieldErrors ?? {});
        return;
      }
      setFieldErrors({});
      setMessage(result.message ? { ok: true, text: result.message } : null);
      onOk?.(result as Extract<Result, { ok: true }>);
    });
  }

  return { id, pending, message, fieldErrors, submit };
}
