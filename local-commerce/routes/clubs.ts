import * as v from 'valibot';
import { optionalCustomerId, requireSameCustomer } from '../auth';
import { MIN_PASSWORD_LENGTH } from '../config';
import { created, notFound, ok, unprocessable } from '../http';
import { sendClubWelcome } from '../mail/notify';
import { hashPassword } from '../passwords';
import type { RequestContext, Route } from '../router';
import {
  cancelMembership,
  createMembership,
  findClubBySlug,
  findMembership,
  listClubs,
  membershipsOf,
} from '../store/clubs';
import {
  createCustomer,
  findCustomerByEmail,
  findCustomerById,
  setBirthDate,
  type CustomerRow,
} from '../store/customers';
import { findCard } from '../store/credit-cards';
import { BirthDateSchema } from '../../lib/checkout/birth-date';
import { CARD_EXPIRED_MESSAGE, isExpired, NewCardSchema } from '../../lib/checkout/payment-card';
import { wineShippingRefusal } from '../../lib/checkout/us-states';
import { storeNewCard } from './credit-cards';
import { AddressInputSchema, emailAddress, parseInput, trimmed } from '../validation';

const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim())));

const JoinSchema = v.object({
  clubSlug: trimmed('clubSlug'),
  customerId: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(emailAddress)),
  firstName: optionalText,
  lastName: optionalText,
  password: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.minLength(
          MIN_PASSWORD_LENGTH,
          `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
        ),
      ),
    ),
  ),
  shipTo: AddressInputSchema,
  /** Billing address; the shipping address when absent. */
  billTo: v.optional(v.nullable(AddressInputSchema)),
  /** YYYY-MM-DD; the member must be at least 21. */
  birthDate: BirthDateSchema,
  /** A new card (kept as a token and its last four digits), or a card already on file. */
  payment: v.optional(v.nullable(NewCardSchema)),
  creditCardId: v.optional(v.nullable(v.string())),
  /** The member's consent to the terms (auto-renewal, charges to the card, how to cancel). */
  termsAccepted: v.optional(v.nullable(v.boolean())),
});
type JoinBody = v.InferOutput<typeof JoinSchema>;

const TERMS_REQUIRED_MESSAGE = 'Please accept the membership terms to join.';
const CARD_REQUIRED_MESSAGE = 'payment: A card is required to join';

const CancelSchema = v.object({
  cancellationReason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500)))),
});

const ACCOUNT_EXISTS_MESSAGE =
  'An account with this email address already exists. Please log in to join.';

/** GET club (local extra): the 9 clubs and 27 subscriptions. */
async function clubList(context: RequestContext) {
  return ok({ clubs: await listClubs(context.sql) });
}

/** GET club/slug/{slug} (local extra) */
async function clubBySlug(context: RequestContext) {
  const club = await findClubBySlug(context.sql, context.params.slug ?? '');
  if (!club) throw notFound('Club not found');
  return ok(club);
}

/**
 * Who is joining: the signed-in customer (who may name their own id), else a new customer with
 * that e-mail, created here (a guest joining from the club page becomes a customer).
 */
async function joiningCustomer(context: RequestContext, body: JoinBody): Promise<CustomerRow> {
  const signedInId = await optionalCustomerId(context);
  // Only the signed-in customer may name their own id: nobody enrols someone else.
  if (body.customerId && body.customerId !== signedInId)
    await requireSameCustomer(context, body.customerId, 'Customer');
  const knownId = body.customerId || signedInId;
  if (knownId) {
    const customer = await findCustomerById(context.sql, knownId);
    if (!customer) throw unprocessable('Customer not found');
    return customer;
  }
  if (!body.email) throw unprocessable('email: Email address is required');
  // An existing account joins after signing in: an e-mail alone never enrols someone.
  if (await findCustomerByEmail(context.sql, body.email))
    throw unprocessable(ACCOUNT_EXISTS_MESSAGE);
  return createCustomer(context.sql, {
    email: body.email,
    firstName: body.firstName || body.shipTo.firstName,
    lastName: body.lastName || body.shipTo.lastName,
    passwordHash: body.password ? await hashPassword(body.password) : null,
  });
}

/** What the join refuses before anyone is created: where wine cannot go, no consent, no card. */
function refuseJoin(body: JoinBody) {
  const refusal = wineShippingRefusal(body.shipTo.stateCode);
  if (refusal) throw unprocessable(refusal);
  if (body.termsAccepted !== true) throw unprocessable(TERMS_REQUIRED_MESSAGE);
  if (!body.payment && !body.creditCardId) throw unprocessable(CARD_REQUIRED_MESSAGE);
}

/** The card the membership is charged to: a new one is stored, a saved one must be current. */
async function membershipCard(context: RequestContext, body: JoinBody, customerId: string) {
  if (body.payment) return storeNewCard(context.sql, customerId, body.payment);
  const card = await findCard(context.sql, body.creditCardId ?? '');
  if (!card || card.customerId !== customerId) throw unprocessable('creditCardId: Card not found');
  if (isExpired({ month: card.expiryMo, year: card.expiryYr })) {
    throw unprocessable(CARD_EXPIRED_MESSAGE);
  }
  return card;
}

/**
 * POST club-membership (local extra: Commerce7 hosts the join widget). Every refusal is a 422
 * inside the request's one transaction: nothing (customer, card, membership) is left behind.
 */
async function joinClub(context: RequestContext) {
  const body = parseInput(JoinSchema, context.body);
  const club = await findClubBySlug(context.sql, body.clubSlug);
  if (!club) throw unprocessable('Club not found');
  refuseJoin(body);
  const customer = await joiningCustomer(context, body);
  const alreadyMember = unprocessable(`You are already a member of the ${club.title}.`);
  const memberships = await membershipsOf(context.sql, customer.id);
  if (
    memberships.some(
      (membership) => membership.clubId === club.id && membership.status !== 'Cancelled',
    )
  ) {
    throw alreadyMember;
  }
  const card = await membershipCard(context, body, customer.id);
  await setBirthDate(context.sql, customer.id, body.birthDate);
  try {
    const membership = await createMembership(context.sql, {
      customerId: customer.id,
      clubId: club.id,
      shipTo: body.shipTo,
      billTo: body.billTo ?? body.shipTo,
      creditCardId: card.id,
      termsAcceptedAt: new Date(),
    });
    await sendClubWelcome(context.sql, membership, card.last4);
    return created(membership);
  } catch (error) {
    // Two joins at once: the one-active-membership index refuses the second.
    if (isUniqueViolation(error)) throw alreadyMember;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** GET club-membership/{id}/limited: the club receipt, no sign-in needed. */
async function membershipLimited(context: RequestContext) {
  const membership = await findMembership(context.sql, context.params.id ?? '');
  if (!membership) throw notFound('Club membership not found');
  return ok(membership);
}

/** GET customer/{id}/club-membership */
async function customerMemberships(context: RequestContext) {
  const customerId = context.params.id ?? '';
  await requireSameCustomer(context, customerId, 'Customer');
  return ok({ clubMemberships: await membershipsOf(context.sql, customerId) });
}

/** PUT customer/{id}/club-membership/{membershipId}/cancel */
async function cancel(context: RequestContext) {
  const customerId = context.params.id ?? '';
  await requireSameCustomer(context, customerId, 'Club membership');
  const body = parseInput(CancelSchema, context.body);
  const membership = await findMembership(context.sql, context.params.membershipId ?? '');
  if (!membership || membership.customerId !== customerId)
    throw notFound('Club membership not found');
  if (membership.status === 'Cancelled')
    throw unprocessable('Club membership is already cancelled');
  // isActiveClubMember is derived from the memberships on every read, so it follows at once.
  return ok(await cancelMembership(context.sql, membership.id, body.cancellationReason || null));
}

export const clubRoutes: Route[] = [
  { method: 'GET', pattern: 'club', handler: clubList },
  { method: 'GET', pattern: 'club/slug/:slug', handler: clubBySlug },
  { method: 'POST', pattern: 'club-membership', handler: joinClub },
  { method: 'GET', pattern: 'club-membership/:id/limited', handler: membershipLimited },
  { method: 'GET', pattern: 'customer/:id/club-membership', handler: customerMemberships },
  { method: 'PUT', pattern: 'customer/:id/club-membership/:membershipId/cancel', handler: cancel },
];
