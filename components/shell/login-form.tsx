'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { login } from '@/server/actions/account';
import { useShellStore } from './shell-store';

/** E-mail and password against the commerce login, through the `login` server action. Lazy. */
export default function LoginForm() {
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const setAccount = useShellStore((state) => state.setAccount);
  const closeDialog = useShellStore((state) => state.closeDialog);
  const replaceCart = useCartStore((state) => state.replaceCart);

  function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    startTransition(async () => {
      const result = await login(input);
      if (!result.ok) {
        setMessage(result.message);
        setFieldErrors(result.fieldErrors ?? {});
        return;
      }
      setMessage(null);
      setFieldErrors({});
      setAccount(result.account);
      replaceCart(result.cart);
      closeDialog();
      // Customer-specific parts of the page (prices, panels) are rendered again for the customer.
      router.refresh();
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      className="space-y-4"
      aria-describedby={message ? `${id}-message` : undefined}
    >
      {message ? (
        <p id={`${id}-message`} role="alert" className="rounded bg-wine/10 p-2 text-sm text-wine">
          {message}
        </p>
      ) : null}
      <Field
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        error={fieldErrors.email}
      />
      <Field
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded bg-wine px-4 py-2 font-semibold tracking-wide text-white uppercase disabled:opacity-60"
      >
        {pending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}

function Field({
  id,
  label,
  name,
  type,
  autoComplete,
  error,
}: {
  id: string;
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded border p-2 ${error ? 'border-wine' : 'border-ink/40'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-wine">
          {error}
        </p>
      ) : null}
    </div>
  );
}
