import 'server-only';

import * as v from 'valibot';

import { type CreditCard, CreditCardSchema } from '@/lib/commerce/entities';

import type { Transport } from './session';
import { requireBody } from './transport';

/** A new card as the customer typed it; the service keeps only its token and last four digits. */
export interface NewCardPayload {
  cardHolderName: string;
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

export interface CardChanges {
  cardHolderName?: string;
  /** MM/YY */
  expiry?: string;
  isDefault?: boolean;
}

const CreditCardListSchema = v.object({ creditCards: v.array(CreditCardSchema) });

/** Commerce7's `customer/{id}/credit-card` routes, with the customer's own token. */
const cardsPath = (customerId: string) => `customer/${encodeURIComponent(customerId)}/credit-card`;
const cardPath = (customerId: string, cardId: string) =>
  `${cardsPath(customerId)}/${encodeURIComponent(cardId)}`;

/** GET customer/{id}/credit-card: the customer's cards on file, oldest first. */
export async function listCreditCards(
  commerce: Transport,
  customerId: string,
): Promise<CreditCard[]> {
  const reply = await commerce.send({
    method: 'GET',
    path: cardsPath(customerId),
    schema: CreditCardListSchema,
  });
  return requireBody(reply).creditCards;
}

/** POST customer/{id}/credit-card: 422 for a failed checksum or an expired card. */
export async function addCreditCard(
  commerce: Transport,
  customerId: string,
  card: NewCardPayload,
): Promise<CreditCard> {
  const reply = await commerce.send({
    method: 'POST',
    path: cardsPath(customerId),
    body: card,
    schema: CreditCardSchema,
  });
  return requireBody(reply);
}

/** PUT customer/{id}/credit-card/{cardId}: name, expiry, or made the default. */
export async function updateCreditCard(
  commerce: Transport,
  customerId: string,
  cardId: string,
  changes: CardChanges,
): Promise<CreditCard> {
  const reply = await commerce.send({
    method: 'PUT',
    path: cardPath(customerId, cardId),
    body: changes,
    schema: CreditCardSchema,
  });
  return requireBody(reply);
}

/** DELETE customer/{id}/credit-card/{cardId}: 422 while an active membership is charged to it. */
export async function deleteCreditCard(
  commerce: Transport,
  customerId: string,
  cardId: string,
): Promise<void> {
  await commerce.send({
    method: 'DELETE',
    path: cardPath(customerId, cardId),
    schema: v.unknown(),
  });
}
