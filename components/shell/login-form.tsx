'use client';

import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formText, useAccountForm } from '@/components/account/use-account-form';
import { continueAsNewVisitor } from '@/components/account/continue-as-new-visitor';
import { useCartStore } from '@/components/cart/cart-store';
import { login } from '@/server/actions/account/sign-in';
import { useShellStore } from './shell-store';

/**
 * E-mail and password against the commerce login, through the `login` server action: in the
 * header's modal (lazy) and on /profile/login. `onLoggedIn` decides what happens next; by default
 * the modal closes and the page renders again for the customer.
 */
export default function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const { id, pending, message, fieldErrors, submit } = useAccountForm();
  const setAccount = useShellStore((state) => state.setAccount);
  const closeDialog = useShellStore((state) => state.closeDialog);
  const replaceCart = useCartStore((state) => state.replaceCart);

  function logIn(form: HTMLFormElement) {
    const input = formText(form, ['email', 'password']);
    submit(
      () => login(input),
      (result) => {
        setAccount(result.account);
        replaceCart(result.cart);
        closeDialog();
        if (onLoggedIn) onLoggedIn();
        // Customer-specific parts of the page (prices, panels) are rendered again for the customer.
        else continueAsNewVisitor();
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        logIn(event.currentTarget);
      }}
      className="space-y-4"
      aria-describedby={message ? `${id}-message` : undefined}
    >
      <FormMessage id={`${id}-message`} message={message} />
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        error={fieldErrors.email}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <button type="submit" disabled={pending} className={buttonClass('submit')}>
        {pending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
