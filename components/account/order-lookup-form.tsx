'use client';

import { useRouter } from 'next/navigation';
import { ORDER_LOOKUP_ZIP_HINT, ORDER_LOOKUP_ZIP_LABEL } from '@/lib/order-lookup';
import { lookupOrder } from '@/server/actions/account/order-lookup';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formText, useAccountForm } from './use-account-form';

/**
 * Guest order lookup: the e-mail used at checkout, the order number and the billing ZIP code lead
 * to the receipt (lib/order-lookup.ts says why the ZIP code is asked).
 */
export function OrderLookupForm() {
  const router = useRouter();
  const { id, pending, message, fieldErrors, submit } = useAccountForm();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = formText(event.currentTarget, ['email', 'orderNumber', 'zipCode']);
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
      <TextField
        id={`${id}-zip`}
        label={ORDER_LOOKUP_ZIP_LABEL}
        name="zipCode"
        autoComplete="billing postal-code"
        hint={ORDER_LOOKUP_ZIP_HINT}
        required={false}
        error={fieldErrors.zipCode}
      />
      <button type="submit" disabled={pending} className={buttonClass('submit')}>
        {pending ? 'Looking up…' : 'Find my order'}
      </button>
    </form>
  );
}
