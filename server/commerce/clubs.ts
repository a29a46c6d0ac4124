import 'server-only';

import * as v from 'valibot';

import {
  AddressSchema,
  type Club,
  type ClubMembership,
  ClubMembershipSchema,
  ClubSchema,
} from '@/lib/commerce/entities';

import type { NewCardPayload } from './credit-cards';
import type { Transport } from './session';
import { requireBody } from './transport';

export interface JoinClubPayload {
  clubSlug: string;
  /** A signed-in customer joins as themselves; otherwise e-mail, names and password create one. */
  customerId?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  shipTo: v.InferInput<typeof AddressSchema>;
  /** Billing address; the service uses the shipping address when absent. */
  billTo?: v.InferInput<typeof AddressSchema>;
  /** YYYY-MM-DD: the service refuses anyone under 21. */
  birthDate: string;
  /** A new card (stored as a token) or, for a signed-in customer, a card already on file. */
  payment?: NewCardPayload;
  creditCardId?: string;
  /** The member's consent to the membership terms; the service refuses a join without it. */
  termsAccepted: boolean;
}

const ClubListSchema = v.object({ clubs: v.array(ClubSchema) });
const ClubMembershipListSchema = v.object({ clubMemberships: v.array(ClubMembershipSchema) });

const membershipsPath = (customerId: string) =>
  `customer/${encodeURIComponent(customerId)}/club-membership`;

/** GET club (local service): every club and subscription on offer. */
export async function listClubs(commerce: Transport): Promise<Club[]> {
  return requireBody(await commerce.send({ method: 'GET', path: 'club', schema: ClubListSchema }))
    .clubs;
}

/** POST club-membership (local service; Commerce7 hosts the join widget). */
export async function joinClub(
  commerce: Transport,
  payload: JoinClubPayload,
): Promise<ClubMembership> {
  const reply = await commerce.send({
    method: 'POST',
    path: 'club-membership',
    body: payload,
    schema: ClubMembershipSchema,
  });
  return requireBody(reply);
}

/** GET club-membership/{id}/limited: the receipt view of a membership, without sign-in. */
export async function getClubMembershipLimited(
  commerce: Transport,
  membershipId: string,
): Promise<ClubMembership> {
  const path = `club-membership/${encodeURIComponent(membershipId)}/limited`;
  return requireBody(await commerce.send({ method: 'GET', path, schema: ClubMembershipSchema }));
}

/** GET customer/{id}/club-membership: the signed-in customer's memberships. */
export async function listCustomerClubMemberships(
  commerce: Transport,
  customerId: string,
): Promise<ClubMembership[]> {
  const reply = await commerce.send({
    method: 'GET',
    path: membershipsPath(customerId),
    schema: ClubMembershipListSchema,
  });
  return requireBody(reply).clubMemberships;
}

/** PUT customer/{id}/club-membership/{membershipId}/cancel */
export async function cancelClubMembership(
  commerce: Transport,
  customerId: string,
  membershipId: string,
  details: { cancellationReason?: string } = {},
): Promise<ClubMembership> {
  const path = `${membershipsPath(customerId)}/${encodeURIComponent(membershipId)}/cancel`;
  return requireBody(
    await commerce.send({ method: 'PUT', path, body: details, schema: ClubMembershipSchema }),
  );
}
