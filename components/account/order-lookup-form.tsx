'use client';

import { useRouter } from 'next/navigation';
import { lookupOrder } from '@/server/actions/account';
import { FormMessage, SUBMIT_CLASS, TextField } from './text-field';
import { formText, useAccountForm } from './use-account-form';

/** Guest order lookup: the e-mail used at checkout and the order number lead to the receipt. */
export function OrderLookupForm() {
  const router = useRouter();
  const { id, pending, message, fieldErrors, submit } = useAccountForm();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = formText(event.currentTarget, ['email', 'orderNumber']);
        submit(
          () => lookupOrder(input),
          (result) => router.push(result.href),
        );
      }}
    >
      <FormMessage id={`${id}-message`} message={message} />
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
