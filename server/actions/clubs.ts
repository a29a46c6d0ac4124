'use server';

import * as v from 'valibot';
import { ClubJoinFormSchema, clubJoinFormErrors } from '@/lib/club/club-join-form';
import { clubRouteOf } from '@/lib/club/clubs';
import { toCommerceAddress } from '@/lib/checkout/address';
import type { Address } from '@/lib/commerce/entities';
import { cardDigits, cardLabel, isExpired } from '@/lib/checkout/payment-card';
import { CommerceError, getCommerce } from '@/server/commerce';
import type { JoinClubPayload } from '@/server/commerce/clubs';
import { createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import { traceAction } from '@/server/actions/trace';
import { reportError } from '@/server/observability/report';
import { loadVisitor } from '@/server/visitor/visitor';
import { answerBack } from '@/server/visitor/posted-answer';
import { formDataOf } from '@/lib/forms/posted-form';
import {
  CLUB_JOIN_PATH,
  SECRET_JOIN_FIELDS,
  clubReceiptPath,
  joinFormOf,
} from '@/lib/club/club-join-form';
import { redirect } from 'next/navigation';

type JoinClubResult =
  | { ok: true; membershipId: string; clubTitle: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** A card on file as the wizard offers it: never more than brand, last four and expiry. */
export interface SavedCardOption {
  id: string;
  label: string;
  expiry: string;
  expired: boolean;
}

/** What a signed-in customer's join starts with: their address, cards and date of birth. */
export interface JoinDetails {
  address: Address | null;
  cards: SavedCardOption[];
  birthDate: string | null;
}

const JOIN_FAILED = 'Sorry, we could not complete your sign-up. Please try again.';
const SIGN_IN_FIRST = 'Please log in or create an account to join.';

const JoinInputSchema = v.object({
  clubSlug: v.pipe(
    v.string(),
    v.check((slug) => clubRouteOf(slug) !== undefined, 'Unknown club'),
  ),
  form: v.unknown(),
});

type JoinForm = v.InferOutput<typeof ClubJoinFormSchema>;

/** The join as the service takes it: a saved card by id, or the new card's fields. */
function joinPayload(clubSlug: string, form: JoinForm): JoinClubPayload {
  const shipTo = toCommerceAddress(form.shipTo);
  const { card } = form;
  return {
    clubSlug,
    birthDate: form.birthDate,
    shipTo,
    billTo: form.billingSameAsShipping ? shipTo : toCommerceAddress(form.billTo),
    termsAccepted: form.termsAccepted,
    ...(card.kind === 'saved'
      ? { creditCardId: card.creditCardId }
      : {
          payment: {
            cardHolderName: card.cardHolderName,
            cardNumber: cardDigits(card.cardNumber),
            expiry: card.expiry,
            cvv: card.cvv,
          },
        }),
  };
}

/**
 * The club wizard's last step (local mode): creates the membership for the signed-in customer in
 * the embedded commerce service, charged to the chosen card. From the next request on the
 * customer is a member: member state is read per request from customer/self, never cached.
 */
async function joinClubAction(input: unknown): Promise<JoinClubResult> {
  if (getSettings().commerce.mode !== 'local') {
    return { ok: false, message: 'Club sign-up is handled by the commerce platform.' };
  }
  const parsed = v.safeParse(JoinInputSchema, input);
  if (!parsed.success) return { ok: false, message: 'Please choose a club to join.' };
  const form = v.safeParse(ClubJoinFormSchema, parsed.output.form);
  if (!form.success) {
    return {
      ok: false,
      message: 'Please correct the fields in red',
      fieldErrors: clubJoinFormErrors(parsed.output.form),
    };
  }
  if (!(await createCookieSession().getToken())) return { ok: false, message: SIGN_IN_FIRST };
  try {
    const membership = await getCommerce().joinClub(
      joinPayload(parsed.output.clubSlug, form.output),
    );
    return { ok: true, membershipId: membership.id, clubTitle: membership.clubTitle };
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 401) {
      return { ok: false, message: SIGN_IN_FIRST };
    }
    // 422: under 21, a state wine cannot go to, a refused card, already a member. Its own words.
    if (error instanceof CommerceError && error.statusCode === 422) {
      return { ok: false, message: error.message };
    }
    reportError(error, { section: 'club-join' });
    return { ok: false, message: JOIN_FAILED };
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The signed-in customer's saved address and cards, for the wizard to offer (nothing for a
 * visitor who is not signed in). A failure offers nothing: the wizard asks for a new card.
 */
async function joinDetailsAction(): Promise<JoinDetails> {
  const none: JoinDetails = { address: null, cards: [], birthDate: null };
  if (getSettings().commerce.mode !== 'local') return none;
  const { customer } = await loadVisitor('action');
  if (!customer) return none;
  try {
    const cards = await getCommerce().listCreditCards(customer.id);
    return {
      address: customer.addresses[0] ?? null,
      birthDate: customer.birthDate ?? null,
      cards: cards.map((card) => ({
        id: card.id,
        label: cardLabel(card),
        expiry: `${twoDigits(card.expiryMo)}/${String(card.expiryYr).slice(-2)}`,
        expired: isExpired({ month: card.expiryMo, year: card.expiryYr }),
      })),
    };
  } catch (error) {
    reportError(error, { section: 'club-join' });
    return { ...none, address: customer.addresses[0] ?? null };
  }
}

export const joinClub = traceAction('joinClub', joinClubAction);
export const loadJoinDetails = traceAction('loadJoinDetails', joinDetailsAction);

/**
 * The join posted by the browser itself (the join page without scripts): the same `joinClub` as
 * the wizard, so the same checks and messages by field (named as the form names its fields,
 * 'shipTo.city', 'card.cardNumber'). Joined, on to the receipt; refused, back to the join page
 * with the typing, never the card's number or security code.
 */
export async function joinClubFromForm(sent: unknown): Promise<void> {
  const form = formDataOf(sent);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const typed = Object.fromEntries(
    [...form.keys()]
      .filter((name) => !SECRET_JOIN_FIELDS.includes(name) && !name.startsWith('$'))
      .map((name) => [name, text(name)]),
  );
  const result = await joinClub({ clubSlug: text('clubSlug'), form: joinFormOf(text) });
  if (result.ok) redirect(clubReceiptPath(result.membershipId));
  const { message, fieldErrors } = result;
  return answerBack(form, { ok: false, message, fieldErrors, values: typed }, CLUB_JOIN_PATH);
}
