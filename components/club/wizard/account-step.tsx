'use client';

import { useId } from 'react';
import { CreateAccountForm } from '@/components/account/create-account-form';
import LoginForm from '@/components/account/login-form';
import { useShellStore } from '@/components/session/shell-store';
import { Button } from '@/components/ui/button';
import type { ClubWizardModel } from './use-club-wizard';
import { WizardNav } from './wizard-nav';

/**
 * Step 2: the signed-in customer goes on; anyone else logs in or creates an account here, and the
 * wizard then goes on to step 3 by itself (no second Continue).
 */
export function AccountStep({ wizard }: { wizard: ClubWizardModel }) {
  const id = useId();
  const account = useShellStore((state) => state.account);
  const { go } = wizard;
  return (
    <div>
      {account ? (
        <p className="mt-4">
          {`Signed in as ${account.firstName ? `${account.firstName} ${account.lastName}`.trim() : account.email} (${account.email}).`}
        </p>
      ) : (
        <div className="mt-4 grid gap-8 md:grid-cols-2">
          <section aria-labelledby={`${id}-login`}>
            <h4 id={`${id}-login`} className="mb-3 text-lg font-semibold">
              I have an account
            </h4>
            {/* Stays in the wizard (the customer's page would start it over) and goes on. */}
            <LoginForm onLoggedIn={() => go(3)} />
          </section>
          <section aria-labelledby={`${id}-create`}>
            <h4 id={`${id}-create`} className="mb-3 text-lg font-semibold">
              I am new here
            </h4>
            <CreateAccountForm onCreated={() => go(3)} />
          </section>
        </div>
      )}
      <WizardNav onBack={() => go(1)}>
        {account ? (
          <Button variant="primary" onClick={() => go(3)}>
            Continue
          </Button>
        ) : null}
      </WizardNav>
    </div>
  );
}
