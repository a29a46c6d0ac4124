'use client';

import { Fragment } from 'react';
import { useShellStore } from '@/components/session/shell-store';
import { Button } from '@/components/ui/button';
import type { AddressFormInput } from '@/lib/club/club-join-form';
import { defaultRoutePrice, formatPriceRange, routeTitle, shippingCadence } from '@/lib/club/clubs';
import { cardBrand, cardDigits, cardLabel } from '@/lib/checkout/payment-card';
import { TermsConsent } from './terms-consent';
import type { ClubWizardModel } from './use-club-wizard';
import type { WizardState } from './wizard-state';
import { WizardNav } from './wizard-nav';

/** Step 4: everything the join will use, the terms with the consent, then the one press that joins. */
export function ReviewStep({ wizard }: { wizard: ClubWizardModel }) {
  const account = useShellStore((state) => state.account);
  const { state, dispatch, route, isSubscriptionFlow, pending, go, join } = wizard;
  const rows: [string, string][] = [
    [isSubscriptionFlow ? 'Subscription' : 'Club', routeTitle(route)],
    ['Price', `${formatPriceRange(defaultRoutePrice(route))} per shipment`],
    ['Shipments', shippingCadence(route)],
    ['Account', account?.email ?? 'Not signed in'],
    ['Ship to', addressLine(state.shipTo)],
    ['Bill to', state.sameBilling ? 'Same as shipping' : addressLine(state.billTo)],
    ['Card', chosenCardText(state)],
  ];
  return (
    <div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <TermsConsent
        route={route}
        accepted={state.termsAccepted}
        error={state.errors.termsAccepted}
        onChange={(accepted) => dispatch({ type: 'terms', accepted })}
      />
      <WizardNav onBack={() => go(3)}>
        <Button variant="primary" onClick={join} disabled={pending} aria-busy={pending}>
          {pending ? 'Processing' : isSubscriptionFlow ? 'Start my subscription' : 'Join now'}
        </Button>
      </WizardNav>
    </div>
  );
}

/** The card as the receipt will show it: brand and last four digits, nothing more. */
function chosenCardText({ card, saved }: WizardState): string {
  if (card.kind === 'saved') {
    return saved?.cards.find((option) => option.id === card.creditCardId)?.label ?? '';
  }
  const digits = cardDigits(card.cardNumber);
  return cardLabel({ cardBrand: cardBrand(digits), last4: digits.slice(-4) });
}

function addressLine(address: AddressFormInput): string {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address,
    address.address2,
    `${address.city}, ${address.stateCode.toUpperCase()} ${address.zipCode}`,
  ]
    .filter(Boolean)
    .join(', ');
}
