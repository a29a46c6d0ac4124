'use server';

import { postedAnswer, postedText, formDataOf } from '@/lib/forms/posted-form';
import { DEFAULT_AFTER_LOGIN } from '@/lib/customer/account';
import { answerBack } from '@/server/visitor/posted-answer';
import { changeMembershipCard } from './cards';
import { cancelMembership } from './membership';
import {
  changeMembershipPlan,
  changeMembershipShipTo,
  setMembershipHold,
  skipNextShipment,
} from './membership-changes';
import type { FormResult } from './inputs';

type Posted = Record<(typeof FIELDS)[number], string>;

const FIELDS = [
  'change',
  'membershipId',
  'shipmentDate',
  'bottles',
  'frequencyMonths',
  'addressId',
  'creditCardId',
] as const;

/** Each change the account's forms post, run by the same action the script path calls. */
const RUN = {
  skip: ({ membershipId, shipmentDate }) => skipNextShipment({ membershipId, shipmentDate }),
  hold: ({ membershipId }) => setMembershipHold({ membershipId, hold: true }),
  resume: ({ membershipId }) => setMembershipHold({ membershipId, hold: false }),
  plan: ({ membershipId, bottles, frequencyMonths }) =>
    changeMembershipPlan({ membershipId, bottles, frequencyMonths: frequencyMonths || null }),
  'ship-to': ({ membershipId, addressId }) => changeMembershipShipTo({ membershipId, addressId }),
  card: ({ membershipId, creditCardId }) => changeMembershipCard({ membershipId, creditCardId }),
  cancel: ({ membershipId }) => cancelMembership(membershipId),
} satisfies Record<string, (posted: Posted) => Promise<FormResult>>;

/** What a membership form posts as `change`. */
export type MembershipChange = keyof typeof RUN;

const isChange = (change: string): change is MembershipChange => Object.hasOwn(RUN, change);

/**
 * A membership change posted by the browser itself (before scripts run, or with none): the
 * account page comes back with the answer in that membership's panel.
 */
export async function changeMembershipFromForm(sent: unknown): Promise<void> {
  const form = formDataOf(sent);
  const posted = postedText(form, FIELDS);
  const result: FormResult = isChange(posted.change)
    ? await RUN[posted.change](posted)
    : { ok: false, message: 'Sorry, we could not save that change right now. Please try again.' };
  const answer = postedAnswer(result, { membershipId: posted.membershipId });
  return answerBack(form, answer, DEFAULT_AFTER_LOGIN);
}
