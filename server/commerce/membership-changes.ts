import 'server-only';

import { type ClubMembership, ClubMembershipSchema } from '@/lib/commerce/entities';

import type { Transport } from './session';
import { requireBody } from './transport';

/** One change per call, as the service takes them (local-commerce/routes/membership-changes.ts). */
export type MembershipChange =
  | { status: 'Active' | 'On Hold' }
  | { shippingAddressId: string }
  | { creditCardId: string }
  | { bottles: number; frequencyMonths?: number | null };

// What a member changes about a membership from the account.

const membershipPath = (customerId: string, membershipId: string) =>
  `customer/${encodeURIComponent(customerId)}/club-membership/${encodeURIComponent(membershipId)}`;

/** PUT customer/{id}/club-membership/{membershipId}: hold/resume, plan or ship-to. */
export async function updateClubMembership(
  commerce: Transport,
  customerId: string,
  membershipId: string,
  change: MembershipChange,
): Promise<ClubMembership> {
  const path = membershipPath(customerId, membershipId);
  return requireBody(
    await commerce.send({ method: 'PUT', path, body: change, schema: ClubMembershipSchema }),
  );
}

/**
 * POST .../skip (local service): skips the next shipment. With `shipmentDate` (the date the
 * member confirmed) the skip is idempotent: asking again for that date changes nothing.
 */
export async function skipNextShipment(
  commerce: Transport,
  customerId: string,
  membershipId: string,
  shipmentDate?: string,
): Promise<ClubMembership> {
  const path = `${membershipPath(customerId, membershipId)}/skip`;
  const body = shipmentDate ? { shipmentDate } : {};
  return requireBody(
    await commerce.send({ method: 'POST', path, body, schema: ClubMembershipSchema }),
  );
}
