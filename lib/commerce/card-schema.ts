/**
 * A customer's card on file (Commerce7's `customer/{id}/credit-card`): what a payment gateway
 * lets a shop keep. Never the number nor the security code: brand, last four digits, expiry and
 * the card holder's name. The gateway token stays inside the commerce service.
 */
import * as v from 'valibot';
import { optionalString } from './tolerant-schema';

export const CreditCardSchema = v.object({
  id: v.string(),
  customerId: v.string(),
  cardBrand: v.string(),
  cardHolderName: optionalString,
  last4: v.string(),
  expiryMo: v.number(),
  expiryYr: v.number(),
  isDefault: v.nullish(v.boolean(), false),
  createdAt: optionalString,
});

/** The card a membership is charged to, as its receipt shows it. */
export const CardSummarySchema = v.object({
  cardBrand: v.string(),
  last4: v.string(),
  expiryMo: v.number(),
  expiryYr: v.number(),
});

export type CreditCard = v.InferOutput<typeof CreditCardSchema>;
export type CardSummary = v.InferOutput<typeof CardSummarySchema>;
