'use client';

import { useId } from 'react';
import { useHydrated } from '@/components/cart/use-hydrated';
import { Button } from '@/components/ui/button';
import {
  bottlesLabel,
  defaultRoutePrice,
  formatPriceRange,
  frequencyLabel,
  routeTitle,
  shippingCadence,
  TYPE_LABELS,
} from '@/lib/clubs';
import {
  CLUB_SIZES,
  CLUB_TYPES,
  SUBSCRIPTION_FREQUENCY_MONTHS,
  SUBSCRIPTION_SIZES,
  SUBSCRIPTION_TYPES,
} from '@/lib/constants';
import { ChoiceGroup } from '../choice-group';
import type { ClubWizardModel } from './use-club-wizard';
import type { Choice } from './wizard-state';
import { WizardNav } from './wizard-nav';

const typeLabel = (type: string) => TYPE_LABELS[type as keyof typeof TYPE_LABELS] ?? type;

/** Step 1: bottles, wine type and (subscriptions) frequency, with the price of what is chosen. */
export function ChooseStep({ wizard }: { wizard: ClubWizardModel }) {
  const id = useId();
  const { state, dispatch, route, isSubscriptionFlow, go } = wizard;
  const pick = (choice: Partial<Choice>) => dispatch({ type: 'pick', choice });
  // This step is in the page's HTML: its Continue waits for the code, so an early press is never
  // lost (the choices made before then are kept, see ChoiceGroup).
  const hydrated = useHydrated();
  return (
    <div>
      <ChoiceGroup
        legend="Bottles per shipment"
        name={`${id}-size`}
        options={isSubscriptionFlow ? SUBSCRIPTION_SIZES : CLUB_SIZES}
        selected={state.choice.bottles}
        label={bottlesLabel}
        onPick={(bottles) => pick({ bottles })}
      />
      <ChoiceGroup
        legend="Wine type"
        name={`${id}-type`}
        options={isSubscriptionFlow ? SUBSCRIPTION_TYPES : CLUB_TYPES}
        selected={state.choice.type}
        label={typeLabel}
        onPick={(type) => pick({ type })}
      />
      {isSubscriptionFlow ? (
        <ChoiceGroup
          legend="Delivery frequency"
          name={`${id}-frequency`}
          options={SUBSCRIPTION_FREQUENCY_MONTHS}
          selected={state.choice.months}
          label={frequencyLabel}
          onPick={(months) => pick({ months })}
        />
      ) : null}
      <p className="mt-6" role="status">
        <span className="font-semibold">{routeTitle(route)}</span>
        {` — ${formatPriceRange(defaultRoutePrice(route))} per shipment. ${shippingCadence(route)}.`}
      </p>
      <WizardNav>
        <Button variant="primary" disabled={!hydrated} onClick={() => go(2)}>
          Continue
        </Button>
      </WizardNav>
    </div>
  );
}
