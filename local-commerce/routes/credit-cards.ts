/**
 * A customer's cards on file, as Commerce7's `customer/{id}/credit-card` routes: the customer's
 * own token is required (401), another customer's card is a 404, and a card an active membership
 * is charged to cannot be removed (422). The service stands in for the payment gateway: the
 * number is checked (checksum, expiry) and only its token, brand and last four digits are kept.
 */
import * as v from 'valibot';
import { requireSameCustomer } from '../auth';
import { created, noContent, notFound, ok, unprocessable } from '../http';
import type { RequestContext, Route } from '../router';
import { cardBrand, cardDigits, NewCardSchema, parseExpiry } from '../../lib/checkout/payment-card';
import {
  cardInUse,
  cardsOf,
  createCard,
  deleteCard,
  findCard,
  updateCard,
} from '../store/credit-cards';
import type { CreditCard } from '../../lib/commerce/entities';
import type { Sql } from '../db';
import { parseInput } from '../validation';

const UpdateCardSchema = v.object({
  cardHolderName: v.optional(NewCardSchema.entries.cardHolderName),
  expiry: v.optional(NewCardSchema.entries.expiry),
  isDefault: v.optional(v.boolean('isDefault must be true or false')),
});

/** Turns a checked card into what is kept: never the number, never the security code. */
export async function storeNewCard(
  sql: Sql,
  customerId: string,
  card: v.InferOutput<typeof NewCardSchema>,
): Promise<CreditCard> {
  const digits = cardDigits(card.cardNumber);
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw unprocessable('expiry: Expiry must be MM/YY');
  return createCard(sql, {
    customerId,
    cardBrand: cardBrand(digits),
    cardHolderName: card.cardHolderName,
    last4: digits.slice(-4),
    expiryMo: expiry.month,
    expiryYr: expiry.year,
  });
}

const customerOf = async (context: RequestContext) => {
  const customerId = context.params.id ?? '';
  await requireSameCustomer(context, customerId, 'Credit card');
  return customerId;
};

/** The customer's own card, else 404 (another's card is not told apart from a missing one). */
async function ownCard(context: RequestContext, customerId: string): Promise<CreditCard> {
  const card = await findCard(context.sql, context.params.cardId ?? '');
  if (!card || card.customerId !== customerId) throw notFound('Credit card not found');
  return card;
}

/** GET customer/{id}/credit-card */
async function listCards(context: RequestContext) {
  const customerId = await customerOf(context);
  return ok({ creditCards: await cardsOf(context.sql, customerId) });
}

/** POST customer/{id}/credit-card: `{ cardHolderName, cardNumber, expiry, cvv }`. */
async function addCard(context: RequestContext) {
  const customerId = await customerOf(context);
  const card = parseInput(NewCardSchema, context.body);
  return created(await storeNewCard(context.sql, customerId, card));
}

/** PUT customer/{id}/credit-card/{cardId}: the name, a new expiry, or made the default. */
async function changeCard(context: RequestContext) {
  const customerId = await customerOf(context);
  const card = await ownCard(context, customerId);
  const body = parseInput(UpdateCardSchema, context.body);
  const expiry = body.expiry ? parseExpiry(body.expiry) : null;
  const updated = await updateCard(context.sql, card.id, {
    ...(body.cardHolderName ? { cardHolderName: body.cardHolderName } : {}),
    ...(expiry ? { expiryMo: expiry.month, expiryYr: expiry.year } : {}),
    ...(body.isDefault === undefined ? {} : { isDefault: body.isDefault }),
  });
  if (!updated) throw notFound('Credit card not found');
  return ok(updated);
}

/** DELETE customer/{id}/credit-card/{cardId}: refused while a membership is charged to it. */
async function removeCard(context: RequestContext) {
  const customerId = await customerOf(context);
  const card = await ownCard(context, customerId);
  if (await cardInUse(context.sql, card.id)) {
    throw unprocessable(
      'This card pays for an active membership. Choose another card for the membership first.',
    );
  }
  await deleteCard(context.sql, card.id);
  return noContent();
}

export const creditCardRoutes: Route[] = [
  { method: 'GET', pattern: 'customer/:id/credit-card', handler: listCards },
  { method: 'POST', pattern: 'customer/:id/credit-card', handler: addCard },
  { method: 'PUT', pattern: 'customer/:id/credit-card/:cardId', handler: changeCard },
  { method: 'DELETE', pattern: 'customer/:id/credit-card/:cardId', handler: removeCard },
];
