'use client';

import { useCartStore } from '@/components/cart/cart-store';
import { useShellStore } from '@/components/shell/shell-store';
import { PASSWORD_RULES_TEXT, safeNextPath } from '@/lib/account';
import { createAccount } from '@/server/actions/account/sign-in';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { continueAsNewVisitor } from './continue-as-new-visitor';
import { formText, useAccountForm } from './use-account-form';

/**
 * Name, e-mail and password; the new customer is logged in and keeps the cart. Then the visitor
 * goes to `?next=` (same-site only), else /profile; `onCreated` keeps them where they are instead
 * (the club wizard's account step).
 */
export function CreateAccountForm({ onCreated }: { onCreated?: () => void } = {}) {
  const { id, pending, message, fieldErrors, submit } = useAccountForm();
  const setAccount = useShellStore((state) => state.setAccount);
  const replaceCart = useCartStore((state) => state.replaceCart);
  return (
    <form
      noValidate
      aria-label="Create an account"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = formText(event.currentTarget, ['firstName', 'lastName', 'email', 'password']);
        submit(
          () => createAccount(input),
          (result) => {
            setAccount(result.account);
            replaceCart(result.cart);
            // A caller that keeps the visitor on this page (the club wizard) renders nothing again:
            // a customer's page is another route (proxy.ts), and rendering it would start the
            // wizard over; the wizard ends with a full page load.
            if (onCreated) return onCreated();
            // Read at submit time (not useSearchParams) so prerendered pages can hold this form.
            const next = new URLSearchParams(window.location.search).get('next') ?? undefined;
            continueAsNewVisitor(safeNextPath(next));
          },
        );
      }}
    >
      <FormMessage id={`${id}-message`} message={message} />
      <TextField
        id={`${id}-first`}
        label="First name"
        name="firstName"
        autoComplete="given-name"
        error={fieldErrors.firstName}
      />
      <TextField
        id={`${id}-last`}
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        error={fieldErrors.lastName}
      />
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
        autoComplete="new-password"
        hint={PASSWORD_RULES_TEXT}
        error={fieldErrors.password}
      />
      <button type="submit" disabled={pending} className={buttonClass('submit')}>
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
