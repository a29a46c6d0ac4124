'use client';

import { useId } from 'react';
import { ALERT_FIELD_LOOK, Field, controlClass } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { MINIMUM_AGE } from '@/lib/constants';
import { AddressFields } from '../address-fields';
import { CardFields } from './card-fields';
import type { ClubWizardModel } from './use-club-wizard';
import { WizardNav } from './wizard-nav';

/**
 * Step 3: what Commerce7's hosted join asks before the terms: the date of birth, the shipping
 * address, the billing address unless it is the same, and the card (a saved one or a new one).
 * A signed-in customer finds their saved address and cards filled in. Checked here.
 */
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
  const birthError = state.errors.birthDate;
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
      <Field
        id={`${id}-birthDate`}
        label="Date of birth"
        hint={`Members must be ${MINIMUM_AGE} or older.`}
        error={birthError}
        look={ALERT_FIELD_LOOK}
        className="max-w-xs"
      >
        {(aria) => (
          <input
            {...aria}
            type="date"
            name="birthDate"
            autoComplete="bday"
            value={state.birthDate}
            onChange={(event) => dispatch({ type: 'birthDate', birthDate: event.target.value })}
            className={controlClass(birthError, 'w-full rounded border bg-white px-3 py-2')}
          />
        )}
      </Field>
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
      <CardFields
        card={state.card}
        savedCards={state.saved?.cards ?? []}
        errors={state.errors}
        onChange={(card) => dispatch({ type: 'card', card })}
      />
      <WizardNav className="flex flex-wrap gap-3" onBack={() => go(2)}>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </WizardNav>
    </form>
  );
}
