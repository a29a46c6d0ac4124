'use client';

import { useId, useState, useTransition } from 'react';
import type { Cart } from '@/lib/commerce/entities';
import type { AccountSummary } from '@/lib/customer/viewer';
import { useCartStore } from '@/components/session/cart-store';
import { useShellStore } from '@/components/session/shell-store';

/** What every account action answers: ok (maybe with a message), or a message and field errors. */
export type AccountFormResult =
  | { ok: true; message?: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

/**
 * The state every account form keeps: pending while its server action runs, the message shown in
 * the form's alert/status and the errors under each field. `handler(action, onOk)` is the
 * form's submit: it runs the action with the submitted values and, when it succeeds, `onOk`
 * with its answer (the form stays pending while a promise `onOk` returns is unsettled); a refusal
 * shows the action's message and field errors.
 */
export function useAccountForm() {
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  function handler<Args extends unknown[], Result extends AccountFormResult>(
    action: (...args: Args) => Promise<Result>,
    onOk?: (result: Extract<Result, { ok: true }>) => unknown,
  ) {
    return (...args: Args) => {
      void settled(action, onOk)(...args);
    };
  }

  /** `handler`, answering a promise that settles when the action and `onOk` have. */
  function settled<Args extends unknown[], Result extends AccountFormResult>(
    action: (...args: Args) => Promise<Result>,
    onOk?: (result: Extract<Result, { ok: true }>) => unknown,
  ) {
    return (...args: Args) =>
      new Promise<void>((resolve) =>
        startTransition(async () => {
          try {
            const result = await action(...args);
            if (!result.ok) {
              setMessage({ ok: false, text: result.message });
              setFieldErrors(result.fieldErrors ?? {});
              return;
            }
            setFieldErrors({});
            setMessage(result.message ? { ok: true, text: result.message } : null);
            await onOk?.(result as Extract<Result, { ok: true }>);
          } finally {
            resolve();
          }
        }),
      );
  }

  return { id, pending, message, fieldErrors, handler, settled };
}

/** After a sign-in: the header shows the customer and the cart becomes theirs. */
export function useSignedIn() {
  const setAccount = useShellStore((state) => state.setAccount);
  const replaceCart = useCartStore((state) => state.replaceCart);
  return (result: { account: AccountSummary; cart: Cart | null }) => {
    setAccount(result.account);
    replaceCart(result.cart);
  };
}
