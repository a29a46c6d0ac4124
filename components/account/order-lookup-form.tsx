'use client';

import type { PostedForm } from '@/lib/forms/posted-form';
import { lookupOrderFromForm } from '@/server/actions/account/account-posts';
import { useRouter } from 'next/navigation';
import { ORDER_LOOKUP_ZIP_HINT, ORDER_LOOKUP_ZIP_LABEL } from '@/lib/customer/order-lookup';
import { lookupOrder } from '@/server/actions/account/order-lookup';
import { FormShell, type TextFieldSpec } from '@/components/ui/form-shell';
import { EMAIL_FIELD } from './account-fields';
import { useAccountForm } from './use-account-form';

const FIELDS: readonly TextFieldSpec<'email' | 'orderNumber' | 'zipCode'>[] = [
  { ...EMAIL_FIELD, label: 'Email used at checkout' },
  { name: 'orderNumber', label: 'Order number', autoComplete: 'off', inputMode: 'numeric' },
  {
    name: 'zipCode',
    label: ORDER_LOOKUP_ZIP_LABEL,
    autoComplete: 'billing postal-code',
    hint: ORDER_LOOKUP_ZIP_HINT,
    required: false,
  },
];

/**
 * Guest order lookup: the e-mail used at checkout, the order number and the billing ZIP code lead
 * to the receipt (lib/customer/order-lookup.ts says why the ZIP code is asked).
 */
export function OrderLookupForm({ answered }: { answered: PostedForm }) {
  const router = useRouter();
  const form = useAccountForm();
  return (
    <FormShell
      state={form}
      fields={FIELDS}
      submitLabel="Find my order"
      pendingLabel="Looking up…"
      post={lookupOrderFromForm}
      answered={answered}
      onSubmit={form.handler(lookupOrder, (result) => router.push(result.href))}
    />
  );
}
