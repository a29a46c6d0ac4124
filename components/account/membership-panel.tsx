'use client';

import { SelectField } from '@/components/ui/select-field';
import { useRouter } from 'next/navigation';
import type { ClubMembership, CreditCard, CustomerAddress } from '@/lib/commerce/entities';
import { cardLabel } from '@/lib/checkout/payment-card';
import { frequencyText, shipmentDateText, type PlanChoices } from '@/lib/club/membership-plan';
import {
  changeMembershipPlan,
  changeMembershipShipTo,
} from '@/server/actions/account/membership-changes';
import { changeMembershipCard } from '@/server/actions/account/cards';
import {
  changeMembershipFromForm,
  type MembershipChange,
} from '@/server/actions/account/account-posts';
import { Button } from '@/components/ui/button';
import { controlClass, FormMessage } from '@/components/ui/field';
import { shownMessage, type PostedForm } from '@/lib/forms/posted-form';
import { AddressLines } from './address-book';
import { CancelMembership } from './cancel-membership';
import { MembershipActions, PostedChange, type PanelPart } from './membership-actions';
import { useAccountForm } from './use-account-form';

export interface MembershipPlan {
  bottles: number;
  frequencyMonths: number | null;
  choices: PlanChoices;
}

function formValue(event: React.FormEvent<HTMLFormElement>, name: string): string {
  event.preventDefault();
  return String(new FormData(event.currentTarget).get(name) ?? '');
}

function Select({
  form,
  name,
  label,
  defaultValue,
  options,
}: {
  form: PanelPart['form'];
  name: string;
  label: string;
  defaultValue: string;
  options: { value: string; label: string }[];
}) {
  const error = form.fieldErrors[name];
  return (
    <SelectField
      id={`${form.id}-${name}`}
      label={label}
      error={error}
      options={options}
      name={name}
      defaultValue={defaultValue}
      className={controlClass(error)}
    />
  );
}

/** Size, and frequency where the plan has one: the sibling clubs lib/club/membership-plan.ts allows. */
function PlanForm({ form, membership, plan, run }: PanelPart & { plan: MembershipPlan }) {
  const { sizes, frequencies } = plan.choices;
  return (
    <form
      action={changeMembershipFromForm}
      noValidate
      aria-label={`Change the plan of ${membership.clubTitle}`}
      className="space-y-2"
      onSubmit={(event) => {
        const bottles = formValue(event, 'bottles');
        const months = new FormData(event.currentTarget).get('frequencyMonths');
        run(changeMembershipPlan)({
          membershipId: membership.id,
          bottles,
          frequencyMonths: months === null ? null : String(months),
        });
      }}
    >
      <PostedChange change="plan" membership={membership} />
      <Select
        form={form}
        name="bottles"
        label="Bottles per shipment"
        defaultValue={String(plan.bottles)}
        options={sizes.map((size) => ({ value: String(size), label: `${size} bottles` }))}
      />
      {frequencies.length > 0 ? (
        <Select
          form={form}
          name="frequencyMonths"
          label="Ships"
          defaultValue={String(plan.frequencyMonths ?? '')}
          options={frequencies.map((months) => ({
            value: String(months),
            label: frequencyText(months),
          }))}
        />
      ) : (
        <p className="text-sm text-ink/70">Club shipments go out every three months.</p>
      )}
      <Button type="submit" variant="outline" disabled={form.pending}>
        Change plan
      </Button>
    </form>
  );
}

/** One choice among the member's saved things (an address, a card) and its submit. */
function PickForm({
  form,
  membership,
  change,
  label,
  name,
  legend,
  options,
  defaultValue,
  submitLabel,
  onPick,
}: {
  form: PanelPart['form'];
  membership: ClubMembership;
  change: MembershipChange;
  label: string;
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  defaultValue: string;
  submitLabel: string;
  onPick: (value: string) => void;
}) {
  return (
    <form
      action={changeMembershipFromForm}
      noValidate
      aria-label={label}
      className="space-y-2"
      onSubmit={(event) => onPick(formValue(event, name))}
    >
      <PostedChange change={change} membership={membership} />
      <Select
        form={form}
        name={name}
        label={legend}
        defaultValue={defaultValue}
        options={options}
      />
      <Button type="submit" variant="outline" disabled={form.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function ShipToForm({
  form,
  membership,
  run,
  addresses,
}: PanelPart & { addresses: CustomerAddress[] }) {
  if (addresses.length === 0)
    return <p className="text-sm">To ship elsewhere, add an address to your address book.</p>;
  return (
    <PickForm
      form={form}
      membership={membership}
      change="ship-to"
      label={`Change where ${membership.clubTitle} ships`}
      name="addressId"
      legend="Ship to"
      defaultValue={addresses.find((address) => address.isDefault)?.id ?? ''}
      options={addresses.map((address) => ({
        value: address.id,
        label: `${address.address}, ${address.city}, ${address.stateCode}`,
      }))}
      submitLabel="Change shipping address"
      onPick={(addressId) =>
        run(changeMembershipShipTo)({ membershipId: membership.id, addressId })
      }
    />
  );
}

function CardForm({ form, membership, run, cards }: PanelPart & { cards: CreditCard[] }) {
  if (cards.length === 0)
    return <p className="text-sm">To pay with another card, add one under Cards.</p>;
  return (
    <PickForm
      form={form}
      membership={membership}
      change="card"
      label={`Change the card ${membership.clubTitle} is charged to`}
      name="creditCardId"
      legend="Charge to"
      defaultValue={membership.creditCardId ?? ''}
      options={cards.map((card) => ({ value: card.id, label: cardLabel(card) }))}
      submitLabel="Change card"
      onPick={(creditCardId) =>
        run(changeMembershipCard)({ membershipId: membership.id, creditCardId })
      }
    />
  );
}

/**
 * One membership: what it is, when it ships and where, and every change a member may make.
 * Each change confirms in the panel's status and the page renders again (the new next date, the
 * history line).
 */
export function MembershipPanel({
  membership,
  plan,
  addresses,
  cards,
  answered,
}: {
  membership: ClubMembership;
  plan: MembershipPlan | null;
  addresses: CustomerAddress[];
  cards: CreditCard[];
  /** The answer of this membership's native post, when the page came back with one. */
  answered: PostedForm;
}) {
  const router = useRouter();
  const form = useAccountForm();
  const run: PanelPart['run'] = (action) => form.handler(action, () => router.refresh());
  const settle: PanelPart['settle'] = (action) => form.settled(action, () => router.refresh());
  const part = { form, membership, run, settle };
  return (
    <div className="space-y-3">
      <FormMessage id={`${form.id}-message`} message={shownMessage(form.message, answered)} />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Next shipment</dt>
        <dd>
          {membership.nextShipmentDate
            ? shipmentDateText(membership.nextShipmentDate)
            : 'Paused while on hold'}
        </dd>
        {membership.shipTo ? (
          <>
            <dt className="font-semibold">Ships to</dt>
            <dd>
              <AddressLines address={membership.shipTo} />
            </dd>
          </>
        ) : null}
        {membership.creditCard ? (
          <>
            <dt className="font-semibold">Charged to</dt>
            <dd>{cardLabel(membership.creditCard)}</dd>
          </>
        ) : null}
      </dl>
      <MembershipActions {...part} />
      <div className="grid gap-4 sm:grid-cols-2">
        {plan ? <PlanForm {...part} plan={plan} /> : null}
        <ShipToForm {...part} addresses={addresses} />
        <CardForm {...part} cards={cards} />
      </div>
      <div className="border-t border-ash pt-3">
        <CancelMembership membershipId={membership.id} clubTitle={membership.clubTitle} />
      </div>
    </div>
  );
}
