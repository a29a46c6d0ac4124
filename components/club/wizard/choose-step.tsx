'use client';

import { useId } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Button } from '@/components/ui/button';
import {
  bottlesLabel,
  defaultRoutePrice,
  formatPriceRange,
  frequencyLabel,
  routeTitle,
  shippingCadence,
  TYPE_LABELS,
} from '@/lib/club/clubs';
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

/** One radio group of the choice: which part of it, its legend, options and their labels. */
function choiceGroup<Key extends keyof Choice>(
  key: Key,
  legend: string,
  options: readonly Choice[Key][],
  label: (option: Choice[Key]) => string,
) {
  return function Group({ id, wizard }: { id: string; wizard: ClubWizardModel }) {
    return (
      <ChoiceGroup
        legend={legend}
        name={`${id}-${key}`}
        options={options}
        selected={wizard.state.choice[key]}
        label={label}
        onPick={(value) => wizard.dispatch({ type: 'pick', choice: { [key]: value } })}
      />
    );
  };
}

const CLUB_GROUPS = [
  choiceGroup('bottles', 'Bottles per shipment', CLUB_SIZES, bottlesLabel),
  choiceGroup('type', 'Wine type', CLUB_TYPES, typeLabel),
];
const SUBSCRIPTION_GROUPS = [
  choiceGroup('bottles', 'Bottles per shipment', SUBSCRIPTION_SIZES, bottlesLabel),
  choiceGroup('type', 'Wine type', SUBSCRIPTION_TYPES, typeLabel),
  choiceGroup('months', 'Delivery frequency', SUBSCRIPTION_FREQUENCY_MONTHS, frequencyLabel),
];

/** Step 1: bottles, wine type and (subscriptions) frequency, with the price of what is chosen. */
export function ChooseStep({ wizard }: { wizard: ClubWizardModel }) {
  const id = useId();
  const { route, isSubscriptionFlow, go } = wizard;
  // This step is in the page's HTML: its Continue waits for the code, so an early press is never
  // lost (the choices made before then are kept, see ChoiceGroup).
  const hydrated = useHydrated();
  const groups = isSubscriptionFlow ? SUBSCRIPTION_GROUPS : CLUB_GROUPS;
  return (
    <div>
      {groups.map((Group, index) => (
        <Group key={index} id={id} wizard={wizard} />
      ))}
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
