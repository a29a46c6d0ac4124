/**
 * What a member changes about a membership from the account, shaped like
 * Commerce7's club-membership update: `PUT customer/{id}/club-membership/{membershipId}` with
 * `status` ('On Hold' / 'Active'), `clubSlug`-free plan fields (`bottles`, `frequencyMonths`: the
 * sibling club, lib/club/membership-plan.ts) or `shippingAddressId`; and the local extra
 * `POST .../skip` for the next shipment; `creditCardId` moves the charges to another card. Each change writes a dated line to the account's history
 * and answers the membership; a refused change (422) changes nothing.
 */
import * as v from 'valibot';
import type { ClubMembership } from '../../lib/commerce/entities';
import {
  addMonths,
  frequencyText,
  nextShipmentOnOrAfter,
  planFor,
  shipmentDateText,
  shipmentIntervalMonths,
} from '../../lib/club/membership-plan';
import { cardLabel } from '../../lib/checkout/payment-card';
import { PlanChangeInput, RecordId } from '../../lib/customer/self-service-input';
import { requireSameCustomer } from '../auth';
import { notFound, ok, unprocessable } from '../http';
import type { RequestContext, Route } from '../router';
import { notifyMembershipChanged, notifyShipmentSkipped } from '../mail/notify';
import { findAddress } from '../store/addresses';
import { findCard } from '../store/credit-cards';
import { findMembership, listClubs } from '../store/clubs';
import { recordEvent } from '../store/events';
import {
  moveToClub,
  putOnHold,
  recordSkip,
  resume,
  setMembershipCard,
  setMembershipShipTo,
} from '../store/membership-changes';
import { parseInput } from '../validation';

const UpdateSchema = v.union(
  [
    v.strictObject({
      status: v.picklist(['Active', 'On Hold'], 'status must be Active or On Hold'),
    }),
    v.strictObject({ shippingAddressId: RecordId }),
    v.strictObject({ creditCardId: RecordId }),
    v.strictObject(PlanChangeInput.entries),
  ],
  'Send one change: status, shippingAddressId, creditCardId, or bottles (and frequencyMonths)',
);

interface Change {
  membership: ClubMembership;
  customerId: string;
  context: RequestContext;
}

async function ownMembership(context: RequestContext): Promise<Change> {
  const customerId = context.params.id ?? '';
  await requireSameCustomer(context, customerId, 'Club membership');
  const membership = await findMembership(context.sql, context.params.membershipId ?? '');
  if (!membership || membership.customerId !== customerId)
    throw notFound('Club membership not found');
  if (membership.status === 'Cancelled')
    throw unprocessable('This membership is cancelled and cannot be changed');
  return { membership, customerId, context };
}

/**
 * The dated history line, and (but for a skip, which has its own e-mail) the membership-changed
 * e-mail with `notice`, one sentence for the member; both in the request's transaction.
 */
async function logged(change: Change, kind: string, message: string, notice?: string) {
  if (notice)
    await notifyMembershipChanged(change.context.sql, {
      membershipId: change.membership.id,
      change: notice,
    });
  await recordEvent(change.context.sql, {
    customerId: change.customerId,
    membershipId: change.membership.id,
    kind,
    message: `${message} — ${change.membership.clubTitle}`,
  });
  const updated = await findMembership(change.context.sql, change.membership.id);
  if (!updated) throw notFound('Club membership not found');
  return updated;
}

const today = () => new Date().toISOString().slice(0, 10);

async function clubOf(change: Change) {
  const club = (await listClubs(change.context.sql)).find(
    (candidate) => candidate.id === change.membership.clubId,
  );
  if (!club) throw notFound('Club not found');
  return club;
}

const SkipSchema = v.strictObject({
  shipmentDate: v.optional(
    v.pipe(v.string(), v.isoDate('shipmentDate must be a date (YYYY-MM-DD)')),
  ),
});

/**
 * POST customer/{id}/club-membership/{membershipId}/skip (local extra): the next shipment.
 * `shipmentDate`, the date the member saw and confirmed, makes the skip idempotent: a
 * second request for a date already skipped answers the membership unchanged, and a date that is
 * no longer the next shipment is refused, so a double tap never skips two shipments.
 */
async function skipNext(context: RequestContext) {
  const { shipmentDate } = parseInput(SkipSchema, context.body);
  const change = await ownMembership(context);
  if (shipmentDate && change.membership.skippedShipmentDates.includes(shipmentDate))
    return ok(change.membership);
  const skipped = change.membership.nextShipmentDate;
  if (change.membership.status !== 'Active' || !skipped)
    throw unprocessable('Shipments are on hold: resume the membership to skip one');
  if (shipmentDate && shipmentDate !== skipped)
    throw unprocessable(
      `The next shipment is no longer on ${shipmentDateText(shipmentDate)}: nothing was skipped`,
    );
  const next = addMonths(skipped, shipmentIntervalMonths(await clubOf(change)));
  await recordSkip(context.sql, change.membership.id, skipped, next);
  await notifyShipmentSkipped(context.sql, {
    membershipId: change.membership.id,
    skippedDate: skipped,
    nextShipmentDate: next,
  });
  return ok(
    await logged(change, 'shipment-skipped', `Shipment skipped: ${shipmentDateText(skipped)}`),
  );
}

async function setStatus(change: Change, status: 'Active' | 'On Hold') {
  if (change.membership.status === status)
    throw unprocessable(
      status === 'Active' ? 'This membership is not on hold' : 'This membership is already on hold',
    );
  if (status === 'On Hold') {
    await putOnHold(change.context.sql, change.membership.id);
    return logged(
      change,
      'membership-held',
      'Membership put on hold',
      'Your membership is on hold: no shipments go out and nothing is charged until you resume it.',
    );
  }
  const months = shipmentIntervalMonths(await clubOf(change));
  const next = nextShipmentOnOrAfter(today(), months, today(), false);
  await resume(change.context.sql, change.membership.id, next);
  return logged(
    change,
    'membership-resumed',
    `Membership resumed; next shipment ${shipmentDateText(next)}`,
    `Your membership is active again. Your next shipment is on ${shipmentDateText(next)}.`,
  );
}

async function changePlan(change: Change, wanted: v.InferOutput<typeof PlanChangeInput>) {
  const clubs = await listClubs(change.context.sql);
  const current = await clubOf(change);
  const target = planFor(current, clubs, wanted);
  if (!target)
    throw unprocessable(
      current.kind === 'club'
        ? 'This club offers 4, 6 or 12 bottles; its shipments are quarterly'
        : 'This subscription offers 6, 12 or 24 bottles every 1, 2 or 3 months',
    );
  if (target.id === current.id) throw unprocessable('That is already your plan');
  await moveToClub(change.context.sql, change.membership.id, target.id);
  const rhythm = target.frequencyMonths ? `, ${frequencyText(target.frequencyMonths)}` : '';
  return logged(
    change,
    'membership-changed',
    `Changed to ${target.bottles} bottles${rhythm}`,
    `Your shipments are now ${target.bottles} bottles${rhythm} (${target.title}).`,
  );
}

async function changeShipTo(change: Change, addressId: string) {
  const address = await findAddress(change.context.sql, change.customerId, addressId);
  if (!address) throw unprocessable('shippingAddressId: Address not found');
  const { id: _id, isDefault: _default, ...shipTo } = address;
  await setMembershipShipTo(change.context.sql, change.membership.id, shipTo);
  return logged(
    change,
    'ship-to-changed',
    `Shipping address changed to ${shipTo.address}, ${shipTo.city}, ${shipTo.stateCode}`,
    `Your shipments now go to ${shipTo.address}, ${shipTo.city}, ${shipTo.stateCode} ${shipTo.zipCode}.`,
  );
}

/** Shipments are charged to another of the customer's cards (the old one may then be removed). */
async function changeCard(change: Change, creditCardId: string) {
  const card = await findCard(change.context.sql, creditCardId);
  if (!card || card.customerId !== change.customerId)
    throw unprocessable('creditCardId: Card not found');
  await setMembershipCard(change.context.sql, change.membership.id, card.id);
  const label = cardLabel(card);
  return logged(
    change,
    'card-changed',
    `Card changed to ${label}`,
    `Your shipments are now charged to your ${label}.`,
  );
}

/** PUT customer/{id}/club-membership/{membershipId}: one change per request. */
async function update(context: RequestContext) {
  const change = await ownMembership(context);
  const body = parseInput(UpdateSchema, context.body);
  if ('status' in body) return ok(await setStatus(change, body.status));
  if ('shippingAddressId' in body) return ok(await changeShipTo(change, body.shippingAddressId));
  if ('creditCardId' in body) return ok(await changeCard(change, body.creditCardId));
  return ok(await changePlan(change, body));
}

export const membershipChangeRoutes: Route[] = [
  { method: 'PUT', pattern: 'customer/:id/club-membership/:membershipId', handler: update },
  { method: 'POST', pattern: 'customer/:id/club-membership/:membershipId/skip', handler: skipNext },
];
