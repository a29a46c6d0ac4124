'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { AddressFields } from '../address-fields';
import type { ClubWizardModel } from './use-club-wizard';
import { WizardNav } from './wizard-nav';

/** Step 3: the shipping address and, unless it is the same, the billing address; checked here. */
export function AddressStep({ wizard }: { wizard: ClubWizardModel }) {
  const id = useId();
  const { state, dispatch, go, continueFromAddresses } = wizard;
  const address = (which: 'shipTo' | 'billTo') => (
    <AddressFields
      idPrefix={id}
      prefix={which}
      value={state[which]}
      errors={state.errors}
      onChange={(value) => dispatch({ type: 'address', which, address: value })}
    />
  );
  return (
    <form
      noValidate
      aria-label="Shipping and billing"
      className="mt-4 space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        continueFromAddresses();
      }}
    >
      {address('shipTo')}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={state.sameBilling}
          onChange={(event) => dispatch({ type: 'sameBilling', same: event.target.checked })}
          className="accent-wine"
        />
        Billing address is the same as shipping
      </label>
      {state.sameBilling ? null : address('billTo')}
      <WizardNav className="flex flex-wrap gap-3" onBack={() => go(2)}>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </WizardNav>
    </form>
  );
}
