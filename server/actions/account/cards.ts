'use server';

import * as v from 'valibot';
import { cardLabel, NewCardSchema } from '@/lib/checkout/payment-card';
import { RecordId } from '@/lib/customer/self-service-input';
import { getCommerce } from '@/server/commerce';
import { traceAction } from '@/server/actions/trace';
import { runAccountChange } from './account-change';

/**
 * Cards on file from the account. The number goes to the commerce service,
 * which keeps only a token, the brand, the last four digits and the expiry; nothing of it is
 * logged or reported here.
 */

async function addCardAction(input: unknown) {
  return runAccountChange({ schema: NewCardSchema, input }, async (customer, card) => {
    const saved = await getCommerce().addCreditCard(customer.id, card);
    return `Your ${cardLabel(saved)} is saved.`;
  });
}

/** Refused by the service while a membership is charged to the card: its message is shown. */
async function removeCardAction(cardId: unknown) {
  return runAccountChange({ schema: RecordId, input: cardId }, async (customer, id) => {
    await getCommerce().deleteCreditCard(customer.id, id);
    return 'The card is removed.';
  });
}

async function makeDefaultCardAction(cardId: unknown) {
  return runAccountChange({ schema: RecordId, input: cardId }, async (customer, id) => {
    const card = await getCommerce().updateCreditCard(customer.id, id, { isDefault: true });
    return `Your ${cardLabel(card)} is now your default card.`;
  });
}

const MembershipCardInput = v.object({ membershipId: RecordId, creditCardId: RecordId });

/** Replaces the card a membership's shipments are charged to. */
async function changeMembershipCardAction(input: unknown) {
  return runAccountChange({ schema: MembershipCardInput, input }, async (customer, values) => {
    const updated = await getCommerce().updateClubMembership(customer.id, values.membershipId, {
      creditCardId: values.creditCardId,
    });
    const card = updated.creditCard ? ` your ${cardLabel(updated.creditCard)}` : ' the new card';
    return `Your ${updated.clubTitle} shipments are now charged to${card}.`;
  });
}

export const addCard = traceAction('addCard', addCardAction);
export const removeCard = traceAction('removeCard', removeCardAction);
export const makeDefaultCard = traceAction('makeDefaultCard', makeDefaultCardAction);
export const changeMembershipCard = traceAction('changeMembershipCard', changeMembershipCardAction);
