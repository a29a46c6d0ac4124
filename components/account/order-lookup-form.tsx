'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { lookupOrder } from '@/server/actions/account';
import { FormMessage, SUBMIT_CLASS, TextField } from './text-field';

/** Guest order lookup: the e-mail used at checkout and the order number lead to the receipt. */
export function OrderLookupForm() {
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(async () => {
          const result = await lookupOrder({
            email: String(data.get('email') ?? ''),
            orderNumber: String(data.get('orderNumber') ?? ''),
          });
          if (result.ok) {
            router.push(result.href);
            return;
          }
          setMessage(result.message);
          setFieldErrors(result.fieldErrors ?? {});
        });
      }}
    >
      <FormMessage id={`${id}-message`} message={message ? { ok: false, text: message } : null} />
      <TextField
        id={`${id}-email`}
        label="Email used at checkout"
        name="email"
        type="email"
        autoComplete="email"
        error={fieldErrors.email}
      />
      <TextField
        id={`${id}-number`}
        label="Order number"
        name="orderNumber"
        autoComplete="off"
        inputMode="numeric"
        error={fieldErrors.orderNumber}
      />
      <button type="submit" disabled={pending} className={SUBMIT_CLASS}>
        {pending ? 'Looking up…' : 'Find my order'}
      </button>
    </form>
  );
}
