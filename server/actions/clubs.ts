'use server';

import * as v from 'valibot';
import { ClubJoinFormSchema, clubJoinFormErrors } from '@/lib/club-join-form';
import { clubRouteOf } from '@/lib/clubs';
import type { Address } from '@/lib/commerce/entities';
import { CommerceError, getCommerce } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { getSettings } from '@/server/config';
import { traceAction } from '@/server/actions/trace';
import { reportError } from '@/server/observability/report';

type JoinClubResult =
  | { ok: true; membershipId: string; clubTitle: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

const JOIN_FAILED = 'Sorry, we could not complete your sign-up. Please try again.';
const SIGN_IN_FIRST = 'Please log in or create an account to join.';

const JoinInputSchema = v.object({
  clubSlug: v.pipe(
    v.string(),
    v.check((slug) => clubRouteOf(slug) !== undefined, 'Unknown club'),
  ),
  form: v.unknown(),
});

const toAddress = (form: v.InferOutput<typeof ClubJoinFormSchema>['shipTo']): Address => ({
  ...form,
  address2: form.address2 || null,
  countryCode: 'US',
});

/**
 * The club wizard's last step (local mode): creates the membership for the signed-in customer in
 * the embedded commerce service. From the next request on the customer is a member: member state
 * is read per request from customer/self, never from a shared cache.
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
  const shipTo = toAddress(form.output.shipTo);
  const billTo = form.output.billingSameAsShipping ? shipTo : toAddress(form.output.billTo);
  try {
    const membership = await getCommerce().joinClub({
      clubSlug: parsed.output.clubSlug,
      shipTo,
      billTo,
    });
    return { ok: true, membershipId: membership.id, clubTitle: membership.clubTitle };
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 401) {
      return { ok: false, message: SIGN_IN_FIRST };
    }
    // 422: already a member of this club, or an address the service refuses. Its own words.
    if (error instanceof CommerceError && error.statusCode === 422) {
      return { ok: false, message: error.message };
    }
    reportError(error, { section: 'club-join' });
    return { ok: false, message: JOIN_FAILED };
  }
}

export const joinClub = traceAction('joinClub', joinClubAction);
