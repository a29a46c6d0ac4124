'use client';

import { Button } from '@/components/ui/button';
import { HOLD_ATTRIBUTE, readyForm } from '@/components/ui/early-taps';
import {
  bottlesLabel,
  defaultRoutePrice,
  formatPriceRange,
  frequencyLabel,
  routeTitle,
  shippingCadence,
  TYPE_LABELS,
} from '@/lib/club/clubs';
import { CLUB_JOIN_PATH } from '@/lib/club/club-join-form';
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
  return function Group({ wizard }: { wizard: ClubWizardModel }) {
    return (
      <ChoiceGroup
        legend={legend}
        name={key}
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

/**
 * Step 1: bottles, wine type and (subscriptions) frequency, with the price of what is chosen. A
 * form first: in the page's HTML, Continue sends the choice to the join page (the other steps on
 * one page, for a visitor whose scripts have not run); once scripts run, it moves to step 2, and
 * a press before then is held until they do.
 */
export function ChooseStep({ wizard }: { wizard: ClubWizardModel }) {
  const { route, isSubscriptionFlow, go } = wizard;
  const groups = isSubscriptionFlow ? SUBSCRIPTION_GROUPS : CLUB_GROUPS;
  return (
    <form
      ref={readyForm}
      {...{ [HOLD_ATTRIBUTE]: '' }}
      method="get"
      action={CLUB_JOIN_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        go(2);
      }}
    >
      <input type="hidden" name="club" value={route.slug} />
      {groups.map((Group, index) => (
        <Group key={index} wizard={wizard} />
      ))}
      <p className="mt-6" role="status">
        <span className="font-semibold">{routeTitle(route)}</span>
        {` — ${formatPriceRange(defaultRoutePrice(route))} per shipment. ${shippingCadence(route)}.`}
      </p>
      <WizardNav>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </WizardNav>
    </form>
  );
}
