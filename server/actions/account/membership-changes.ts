'use server';

import * as v from 'valibot';
import type { ClubMembership } from '@/lib/commerce/entities';
import { frequencyText, shipmentDateText } from '@/lib/club/membership-plan';
import { PlanChangeInput, RecordId } from '@/lib/customer/self-service-input';
import { getCommerce } from '@/server/commerce';
import { traceAction } from '@/server/actions/trace';
import { runAccountChange } from './account-change';

/**
 * What a member changes about a membership from the account. Each answers a
 * confirmation that says what happened; the service writes the dated line of the order history.
 */

const nextText = (membership: ClubMembership) =>
  membership.nextShipmentDate
    ? ` Your next shipment is on ${shipmentDateText(membership.nextShipmentDate)}.`
    : '';

const SkipInput = v.object({
  membershipId: RecordId,
  /** The next shipment the member saw and confirmed skipping: a second request changes nothing. */
  shipmentDate: v.pipe(v.string(), v.isoDate('Not found')),
});

async function skipNextShipmentAction(input: unknown) {
  return runAccountChange({ schema: SkipInput, input }, async (customer, values) => {
    const updated = await getCommerce().skipNextShipment(
      customer.id,
      values.membershipId,
      values.shipmentDate,
    );
    return `The shipment of ${shipmentDateText(values.shipmentDate)} is skipped.${nextText(updated)}`;
  });
}

const HoldInput = v.object({ membershipId: RecordId, hold: v.boolean() });

/** Holds (no shipments until resumed) or resumes a membership. */
async function setMembershipHoldAction(input: unknown) {
  return runAccountChange(
    { schema: HoldInput, input },
    async (customer, { membershipId, hold }) => {
      const updated = await getCommerce().updateClubMembership(customer.id, membershipId, {
        status: hold ? 'On Hold' : 'Active',
      });
      return hold
        ? `Your ${updated.clubTitle} membership is on hold. No shipments go out until you resume it.`
        : `Your ${updated.clubTitle} membership is active again.${nextText(updated)}`;
    },
  );
}

const PlanInput = v.object({ membershipId: RecordId, ...PlanChangeInput.entries });

/** A new size (and frequency, for a subscription): the sibling club (lib/club/membership-plan.ts). */
async function changeMembershipPlanAction(input: unknown) {
  return runAccountChange({ schema: PlanInput, input }, async (customer, values) => {
    const { membershipId, bottles, frequencyMonths } = values;
    const updated = await getCommerce().updateClubMembership(customer.id, membershipId, {
      bottles,
      frequencyMonths: frequencyMonths ?? null,
    });
    const rhythm = frequencyMonths ? `, ${frequencyText(frequencyMonths)}` : '';
    return `Changed: you now receive ${bottles} bottles${rhythm} (${updated.clubTitle}).`;
  });
}

const ShipToInput = v.object({ membershipId: RecordId, addressId: RecordId });

async function changeMembershipShipToAction(input: unknown) {
  return runAccountChange({ schema: ShipToInput, input }, async (customer, values) => {
    const updated = await getCommerce().updateClubMembership(customer.id, values.membershipId, {
      shippingAddressId: values.addressId,
    });
    const to = updated.shipTo ? ` to ${updated.shipTo.address}, ${updated.shipTo.city}` : '';
    return `Your ${updated.clubTitle} shipments now go${to}.`;
  });
}

export const skipNextShipment = traceAction('skipNextShipment', skipNextShipmentAction);
export const setMembershipHold = traceAction('setMembershipHold', setMembershipHoldAction);
export const changeMembershipPlan = traceAction('changeMembershipPlan', changeMembershipPlanAction);
export const changeMembershipShipTo = traceAction(
  'changeMembershipShipTo',
  changeMembershipShipToAction,
);
