'use client';

import { Fragment } from 'react';
import { useShellStore } from '@/components/shell/shell-store';
import { Button } from '@/components/ui/button';
import type { AddressFormInput } from '@/lib/club-join-form';
import { defaultRoutePrice, formatPriceRange, routeTitle, shippingCadence } from '@/lib/clubs';
import type { ClubWizardModel } from './use-club-wizard';
import { WizardNav } from './wizard-nav';

/** Step 4: everything the join will use, then the one press that joins. */
export function ReviewStep({ wizard }: { wizard: ClubWizardModel }) {
  const account = useShellStore((state) => state.account);
  const { state, route, isSubscriptionFlow, pending, go, join } = wizard;
  const rows: [string, string][] = [
    [isSubscriptionFlow ? 'Subscription' : 'Club', routeTitle(route)],
    ['Price', `${formatPriceRange(defaultRoutePrice(route))} per shipment`],
    ['Shipments', shippingCadence(route)],
    ['Account', account?.email ?? 'Not signed in'],
    ['Ship to', addressLine(state.shipTo)],
    ['Bill to', state.sameBilling ? 'Same as shipping' : addressLine(state.billTo)],
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
      <WizardNav onBack={() => go(3)}>
        <Button variant="primary" onClick={join} disabled={pending} aria-busy={pending}>
          {pending ? 'Processing' : isSubscriptionFlow ? 'Start my subscription' : 'Join now'}
        </Button>
      </WizardNav>
    </div>
  );
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
