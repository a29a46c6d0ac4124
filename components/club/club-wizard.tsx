'use client';

import { useEffect, useId, useRef, useState, useTransition } from 'react';
import LoginForm from '@/components/shell/login-form';
import { useHydrated } from '@/components/cart/use-hydrated';
import { useShellStore } from '@/components/shell/shell-store';
import { clubJoinFormErrors, type AddressFormInput } from '@/lib/club-join-form';
import {
  CLUB_ROUTES,
  bottlesLabel,
  defaultRoutePrice,
  formatPriceRange,
  frequencyLabel,
  routeTitle,
  shippingCadence,
  TYPE_LABELS,
  type ClubRoute,
} from '@/lib/clubs';
import {
  CLUB_SIZES,
  CLUB_TYPES,
  SUBSCRIPTION_FREQUENCY_MONTHS,
  SUBSCRIPTION_SIZES,
  SUBSCRIPTION_TYPES,
} from '@/lib/constants';
import { pushEvent } from '@/lib/tracking/data-layer';
import { joinClub } from '@/server/actions/clubs';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { ChoiceGroup } from './choice-group';
import { CreateAccountForm } from '@/components/account/create-account-form';

type Step = 1 | 2 | 3 | 4;
const STEP_NAMES = ['Your club', 'Your account', 'Shipping and billing', 'Review and join'];
const STEP_EVENTS = [
  'wizardStepOne',
  'wizardStepTwo',
  'wizardStepThree',
  'wizardStepFour',
] as const;

interface Choice {
  bottles: number;
  type: string;
  months: number;
}

function routeOf(flow: ClubRoute['kind'], choice: Choice): ClubRoute | undefined {
  return CLUB_ROUTES.find(
    (route) =>
      route.kind === flow &&
      route.bottles === choice.bottles &&
      route.type === choice.type &&
      (route.kind === 'club' || route.months === choice.months),
  );
}

/**
 * The club wizard (club flow or subscription flow): 1 confirm the club, 2 log in or create an
 * account, 3 shipping and billing, 4 review and join. Each step is tracked when shown
 * (wizardStepOne..Four) and every move fires wizardNavigation. Joining creates the membership
 * and lands on the club confirmation.
 */
export function ClubWizard({ initial }: { initial: ClubRoute }) {
  const id = useId();
  const flow = initial.kind;
  const isSubscriptionFlow = flow === 'subscription';
  const [step, setStep] = useState<Step>(1);
  const [choice, setChoice] = useState<Choice>({
    bottles: initial.bottles,
    type: initial.type,
    months: initial.kind === 'subscription' ? initial.months : 1,
  });
  const account = useShellStore((state) => state.account);
  // The first step is in the page's HTML: its Continue waits for the code, so an early press is
  // never lost (the choices made before then are kept, see ChoiceGroup).
  const hydrated = useHydrated();
  const [shipTo, setShipTo] = useState<AddressFormInput>(EMPTY_ADDRESS);
  const [billTo, setBillTo] = useState<AddressFormInput>(EMPTY_ADDRESS);
  const [sameBilling, setSameBilling] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const route = routeOf(flow, choice) ?? initial;
  const price = defaultRoutePrice(route);
  const stepData = {
    club: route.slug,
    bottles: route.bottles,
    ...(route.kind === 'subscription' ? { frequency: frequencyLabel(route.months) } : {}),
  };

  // Each step is tracked when it is shown; focus follows the visitor's move to the new step.
  useEffect(() => {
    const event = STEP_EVENTS[step - 1];
    if (event)
      pushEvent(event, {
        isSubscriptionFlow,
        type: route.category,
        step,
        stepName: STEP_NAMES[step - 1],
        ...stepData,
      });
    if (moved.current) headingRef.current?.focus();
    // Tracked once per step shown, with the data of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  function go(to: Step) {
    pushEvent('wizardNavigation', {
      isSubscriptionFlow,
      type: route.category,
      step: to,
      from: step,
      to,
      ...stepData,
    });
    moved.current = true;
    setMessage(null);
    setStep(to);
  }

  const form = sameBilling
    ? { shipTo, billingSameAsShipping: true as const }
    : { shipTo, billingSameAsShipping: false as const, billTo };

  function continueFromAddresses() {
    const found = clubJoinFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage('Please correct the fields in red');
      return;
    }
    go(4);
  }

  function join() {
    setMessage(null);
    startTransition(async () => {
      const result = await joinClub({ clubSlug: route.slug, form });
      if (!result.ok) {
        setMessage(result.message);
        if (result.fieldErrors) setErrors(result.fieldErrors);
        return;
      }
      pushEvent('clubJoin', { club: result.clubTitle, clubSlug: route.slug, isSubscriptionFlow });
      // A full page load: nothing the router kept from before joining (anonymous or non-member
      // prices, allocation panels) can show once the visitor is a member.
      const receipt = `/profile/club-membership/receipt?membership=${encodeURIComponent(result.membershipId)}`;
      window.location.assign(new URL(receipt, window.location.origin).href);
    });
  }

  const sizes = isSubscriptionFlow ? SUBSCRIPTION_SIZES : CLUB_SIZES;
  const types = isSubscriptionFlow ? SUBSCRIPTION_TYPES : CLUB_TYPES;
  const typeLabel = (type: string) => TYPE_LABELS[type as keyof typeof TYPE_LABELS] ?? type;
  const button =
    'rounded bg-wine px-6 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60';
  const backButton =
    'rounded border-2 border-wine px-6 py-3 font-semibold tracking-wide text-wine uppercase';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded bg-off-white p-6 md:p-10"
      data-testid="club-wizard"
    >
      <h2 id={`${id}-title`} className="font-serif text-3xl">
        {isSubscriptionFlow ? 'Start your subscription' : 'Join the club'}
      </h2>
      <ol className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {STEP_NAMES.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 === step ? 'font-semibold text-wine' : 'text-neutral-600'}
          >
            {`Step ${index + 1}: ${name}`}
          </li>
        ))}
      </ol>

      <div className="mt-6">
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl outline-none">
          {`Step ${step} of 4: ${STEP_NAMES[step - 1]}`}
        </h3>

        {message ? (
          <p role="alert" className="mt-4 rounded bg-wine/10 p-3 text-wine">
            {message}
          </p>
        ) : null}

        {step === 1 ? (
          <div>
            <ChoiceGroup
              legend="Bottles per shipment"
              name={`${id}-size`}
              options={sizes}
              selected={choice.bottles}
              label={bottlesLabel}
              onPick={(bottles) => setChoice({ ...choice, bottles })}
            />
            <ChoiceGroup
              legend="Wine type"
              name={`${id}-type`}
              options={types}
              selected={choice.type}
              label={typeLabel}
              onPick={(type) => setChoice({ ...choice, type })}
            />
            {isSubscriptionFlow ? (
              <ChoiceGroup
                legend="Delivery frequency"
                name={`${id}-frequency`}
                options={SUBSCRIPTION_FREQUENCY_MONTHS}
                selected={choice.months}
                label={frequencyLabel}
                onPick={(months) => setChoice({ ...choice, months })}
              />
            ) : null}
            <p className="mt-6" role="status">
              <span className="font-semibold">{routeTitle(route)}</span>
              {` — ${formatPriceRange(price)} per shipment. ${shippingCadence(route)}.`}
            </p>
            <div className="mt-6">
              <button type="button" className={button} disabled={!hydrated} onClick={() => go(2)}>
                Continue
              </button>
            </div>
          </div>
        ) : null}

        {step === 2 ? (
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
                  {/* Stays in the wizard: the customer's page would start it over. */}
                  <LoginForm onLoggedIn={() => undefined} />
                </section>
                <section aria-labelledby={`${id}-create`}>
                  <h4 id={`${id}-create`} className="mb-3 text-lg font-semibold">
                    I am new here
                  </h4>
                  <CreateAccountForm onCreated={() => undefined} />
                </section>
              </div>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className={backButton} onClick={() => go(1)}>
                Back
              </button>
              {account ? (
                <button type="button" className={button} onClick={() => go(3)}>
                  Continue
                </button>
              ) : null}
            </div>
          </div>
        ) : null}

        {step === 3 ? (
          <form
            noValidate
            aria-label="Shipping and billing"
            className="mt-4 space-y-8"
            onSubmit={(event) => {
              event.preventDefault();
              continueFromAddresses();
            }}
          >
            <AddressFields
              idPrefix={id}
              legend="Shipping address"
              prefix="shipTo"
              section="shipping"
              value={shipTo}
              errors={errors}
              onChange={setShipTo}
            />
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={sameBilling}
                onChange={(event) => setSameBilling(event.target.checked)}
                className="accent-wine"
              />
              Billing address is the same as shipping
            </label>
            {sameBilling ? null : (
              <AddressFields
                idPrefix={id}
                legend="Billing address"
                prefix="billTo"
                section="billing"
                value={billTo}
                errors={errors}
                onChange={setBillTo}
              />
            )}
            <div className="flex flex-wrap gap-3">
              <button type="button" className={backButton} onClick={() => go(2)}>
                Back
              </button>
              <button type="submit" className={button}>
                Continue
              </button>
            </div>
          </form>
        ) : null}

        {step === 4 ? (
          <div>
            <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{isSubscriptionFlow ? 'Subscription' : 'Club'}</dt>
              <dd>{routeTitle(route)}</dd>
              <dt className="font-semibold">Price</dt>
              <dd>{`${formatPriceRange(price)} per shipment`}</dd>
              <dt className="font-semibold">Shipments</dt>
              <dd>{shippingCadence(route)}</dd>
              <dt className="font-semibold">Account</dt>
              <dd>{account?.email ?? 'Not signed in'}</dd>
              <dt className="font-semibold">Ship to</dt>
              <dd>{addressLine(shipTo)}</dd>
              <dt className="font-semibold">Bill to</dt>
              <dd>{sameBilling ? 'Same as shipping' : addressLine(billTo)}</dd>
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className={backButton} onClick={() => go(3)}>
                Back
              </button>
              <button
                type="button"
                className={button}
                onClick={join}
                disabled={pending}
                aria-busy={pending}
              >
                {pending ? 'Processing' : isSubscriptionFlow ? 'Start my subscription' : 'Join now'}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
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
