'use client';

import { useRouter } from 'next/navigation';
import { PASSWORD_RULES_TEXT } from '@/lib/customer/account';
import type { PostedForm } from '@/lib/forms/posted-form';
import {
  changePasswordFromForm,
  updateDetailsFromForm,
} from '@/server/actions/account/account-posts';
import { changePassword, updateDetails } from '@/server/actions/account/details';
import { FormShell, type TextFieldSpec } from '@/components/ui/form-shell';
import { useAccountForm } from './use-account-form';

export interface DetailsDefaults {
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
}

type DetailsName = keyof DetailsDefaults;

const DETAILS_FIELDS: readonly TextFieldSpec<DetailsName>[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
  {
    name: 'birthDate',
    label: 'Birth date (optional)',
    type: 'date',
    autoComplete: 'bday',
    required: false,
  },
];

/** Names, phone and birth date; the page renders again so the header and details follow. */
export function DetailsForm({
  defaults,
  answered,
}: {
  defaults: DetailsDefaults;
  answered: PostedForm;
}) {
  const router = useRouter();
  const form = useAccountForm();
  return (
    <FormShell
      state={form}
      label="Your details"
      fields={DETAILS_FIELDS.map((field) => ({ ...field, defaultValue: defaults[field.name] }))}
      submitLabel="Save details"
      pendingLabel="Saving…"
      post={updateDetailsFromForm}
      answered={answered}
      onSubmit={form.handler(updateDetails, () => router.refresh())}
    />
  );
}

const PASSWORD_FIELDS: readonly TextFieldSpec<
  'currentPassword' | 'newPassword' | 'confirmPassword'
>[] = [
  {
    name: 'currentPassword',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: PASSWORD_RULES_TEXT,
  },
  {
    name: 'confirmPassword',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** A new password, proven by the current one; other devices are signed out. */
export function PasswordForm({ answered }: { answered: PostedForm }) {
  const form = useAccountForm();
  return (
    <FormShell
      state={form}
      label="Change password"
      fields={PASSWORD_FIELDS}
      submitLabel="Change password"
      pendingLabel="Changing…"
      post={changePasswordFromForm}
      answered={answered}
      onSubmit={form.handler(changePassword)}
    />
  );
}
