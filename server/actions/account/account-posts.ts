'use server';

import { redirect } from 'next/navigation';
import { postedAnswer, postedText, formDataOf, type PostedForm } from '@/lib/forms/posted-form';
import { DEFAULT_AFTER_LOGIN } from '@/lib/customer/account';
import { answerBack } from '@/server/visitor/posted-answer';
import { addCard, changeMembershipCard, makeDefaultCard, removeCard } from './cards';
import {
  changePassword,
  makeDefaultAddress,
  removeAddress,
  saveAddress,
  updateDetails,
} from './details';
import { cancelMembership } from './membership';
import { lookupOrder } from './order-lookup';
import {
  changeMembershipPlan,
  changeMembershipShipTo,
  setMembershipHold,
  skipNextShipment,
} from './membership-changes';
import type { FormResult } from './inputs';

/**
 * The account's forms posted by the browser itself (before scripts run, or with none): the same
 * actions the script path calls, so the same checks and messages by field; the page comes back
 * with the answer (server/visitor/posted-answer.ts), never with a password or a card number.
 */

const ACCOUNT = DEFAULT_AFTER_LOGIN;

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
  return answerBack(form, answer, ACCOUNT);
}

export async function updateDetailsFromForm(_previous: PostedForm, sent: unknown) {
  const form = formDataOf(sent);
  const values = postedText(form, ['firstName', 'lastName', 'phone', 'birthDate']);
  const result = await updateDetails(values);
  return answerBack(form, postedAnswer(result, result.ok ? undefined : values), ACCOUNT);
}

export async function changePasswordFromForm(_previous: PostedForm, sent: unknown) {
  const form = formDataOf(sent);
  const values = postedText(form, ['currentPassword', 'newPassword', 'confirmPassword']);
  return answerBack(form, postedAnswer(await changePassword(values)), ACCOUNT);
}

export async function addCardFromForm(_previous: PostedForm, sent: unknown) {
  const form = formDataOf(sent);
  const values = postedText(form, ['cardHolderName', 'cardNumber', 'expiry', 'cvv']);
  const result = await addCard(values);
  const kept = result.ok
    ? undefined
    : { cardHolderName: values.cardHolderName, expiry: values.expiry };
  return answerBack(form, postedAnswer(result, kept), ACCOUNT);
}

/** "Make default" and "Remove" of a saved card (`change` names which). */
export async function changeCardFromForm(sent: unknown): Promise<void> {
  const form = formDataOf(sent);
  const { change, cardId } = postedText(form, ['change', 'cardId']);
  const result = await (change === 'default' ? makeDefaultCard : removeCard)(cardId);
  return answerBack(form, postedAnswer(result), ACCOUNT);
}

const ADDRESS_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'address',
  'address2',
  'city',
  'stateCode',
  'zipCode',
  'phone',
] as const;

export async function saveAddressFromForm(_previous: PostedForm, sent: unknown) {
  const form = formDataOf(sent);
  const values = postedText(form, ADDRESS_FIELDS);
  const result = await saveAddress({ ...values, isDefault: form.get('isDefault') === 'on' });
  return answerBack(form, postedAnswer(result, result.ok ? undefined : values), ACCOUNT);
}

/** "Make default" and "Remove" of a saved address (`change` names which). */
export async function changeAddressFromForm(sent: unknown): Promise<void> {
  const form = formDataOf(sent);
  const { change, addressId } = postedText(form, ['change', 'addressId']);
  const result = await (change === 'default' ? makeDefaultAddress : removeAddress)(addressId);
  return answerBack(form, postedAnswer(result), ACCOUNT);
}

/** Guest order lookup: on to the receipt, or back with why not. */
export async function lookupOrderFromForm(_previous: PostedForm, sent: unknown) {
  const form = formDataOf(sent);
  const values = postedText(form, ['email', 'orderNumber', 'zipCode']);
  const result = await lookupOrder(values);
  if (result.ok) redirect(result.href);
  return answerBack(form, postedAnswer(result, values), '/profile/order-lookup');
}
