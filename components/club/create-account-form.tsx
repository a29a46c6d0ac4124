'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useShellStore } from '@/components/shell/shell-store';
import { createAccount } from '@/server/actions/account';

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

/** A new customer account (the createAccount server action); signs the visitor in on success. */
export function CreateAccountForm() {
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const setAccount = useShellStore((state) => state.setAccount);

  function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input = {
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    startTransition(async () => {
      const result = await createAccount(input);
      if (!result.ok) {
        setMessage(result.message);
        setFieldErrors(result.fieldErrors ?? {});
        return;
      }
      setMessage(null);
      setFieldErrors({});
      setAccount({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email: input.email.trim(),
      });
      // The header and any customer-specific part render again for the new customer.
      router.refresh();
    });
  }

  return (
    <form
      noValidate
      aria-label="Create an account"
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      className="space-y-4"
    >
      {message ? (
        <p role="alert" className="rounded bg-wine/10 p-2 text-sm text-wine">
          {message}
        </p>
      ) : null}
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = fieldErrors[field.name];
        return (
          <div key={field.name}>
            <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold">
              {field.label}
            </label>
            <input
              id={fieldId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              className={`w-full rounded border p-2 ${error ? 'border-wine' : 'border-ink/40'}`}
            />
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-wine">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded bg-wine px-4 py-2 font-semibold tracking-wide text-white uppercase disabled:opacity-60"
      >
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
