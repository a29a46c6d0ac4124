'use server';

import * as v from 'valibot';
import type { ClubMembership } from '@/lib/commerce/entities';
import { frequencyText, shipmentDateText } from '@/lib/membership-plan';
import { PlanChangeInput, RecordId } from '@/lib/self-service-input';
import { getCommerce } from '@/server/commerce';
import { traceAction } from '@/server/actions/trace';
import { runAccountChange } from './account-change';

/**
 * What a member changes about a membership from the account (issue 29, item 2). Each answers a
 * confirmation that says what happened; the service writes the dated line of the order history.
 */

const nextText = (membership: ClubMembership) =>
  membership.nextShipmentDate
    ? ` Your next shipment is on ${shipmentDateText(membership.nextShipmentDate)}.`
    : '';

async function skipNextShipmentAction(membershipId: unknown) {
  return runAccountChange({ schema: RecordId, input: membershipId }, async (customer, id) => {
    const updated = await getCommerce().skipNextShipment(customer.id, id);
    const skipped = updated.skippedShipmentDates.at(-1);
    const what = skipped ? `The shipment of ${shipmentDateText(skipped)} is skipped.` : 'Skipped.';
    return `${what}${nextText(updated)}`;
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

/** A new size (and frequency, for a subscription): the sibling club (lib/membership-plan.ts). */
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
