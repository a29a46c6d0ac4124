'use server';

import * as v from 'valibot';
import { CommerceError, getCommerce } from '@/server/commerce';
import { reportError } from '@/server/observability/report';
import { traceAction } from '@/server/actions/trace';
import { loadVisitor } from '@/server/visitor/visitor';
import { MembershipId, type FormResult } from './inputs';

/** Cancels one of the signed-in customer's memberships; prices and access change at once. */
async function cancelMembershipAction(membershipId: unknown): Promise<FormResult> {
  const id = v.safeParse(MembershipId, membershipId);
  const { customer } = await loadVisitor('action');
  if (!customer) return { ok: false, message: 'Please log in again to manage your memberships.' };
  if (!id.success) return { ok: false, message: 'Club membership not found' };
  try {
    const cancelled = await getCommerce().cancelClubMembership(customer.id, id.output, {
      cancellationReason: 'Cancelled by the customer online',
    });
    return { ok: true, message: `Your ${cancelled.clubTitle} membership is cancelled.` };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 404 || error.statusCode === 422)) {
      return { ok: false, message: error.message };
    }
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not cancel the membership right now. Please try again.',
    };
  }
}

export const cancelMembership = traceAction('cancelMembership', cancelMembershipAction);
