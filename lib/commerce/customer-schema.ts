/** A customer, with the addresses, clubs and tags Commerce7 keeps on one. */
import * as v from 'valibot';
import { listOf, optionalString } from './tolerant-schema';

export const AddressSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  address: v.string(),
  address2: optionalString,
  city: v.string(),
  stateCode: v.string(),
  zipCode: v.string(),
  countryCode: v.nullish(v.string(), 'US'),
  phone: optionalString,
});

export const CustomerSchema = v.object({
  id: v.string(),
  firstName: optionalString,
  lastName: optionalString,
  emails: v.array(v.object({ id: v.string(), email: v.string() })),
  clubs: listOf(
    v.object({
      clubId: optionalString,
      clubTitle: v.string(),
      cancelDate: optionalString,
    }),
  ),
  tags: listOf(v.object({ id: optionalString, title: v.string() })),
  orderInformation: v.nullish(
    v.object({
      isActiveClubMember: v.nullish(v.boolean(), false),
      currentWebCartId: optionalString,
      orderCount: v.nullish(v.number(), 0),
    }),
    { isActiveClubMember: false, orderCount: 0 },
  ),
  /** Phone numbers, Commerce7's list shape; the account edits the first. */
  phones: listOf(v.object({ phone: v.string() })),
  /** Known shipping addresses, most recently used first (checkout fills in the first). */
  addresses: listOf(AddressSchema),
  /** YYYY-MM-DD, once given (the club join asks for it). */
  birthDate: optionalString,
  /** Present only on the login reply. */
  token: optionalString,
});

/** An address of the customer's address book (`customer/{id}/address`). */
export const CustomerAddressSchema = v.object({
  ...AddressSchema.entries,
  id: v.string(),
  isDefault: v.nullish(v.boolean(), false),
});

export type CustomerAddress = v.InferOutput<typeof CustomerAddressSchema>;
export type Address = v.InferOutput<typeof AddressSchema>;
export type Customer = v.InferOutput<typeof CustomerSchema>;

/**
 * A customer's card on file (Commerce7's `customer/{id}/credit-card`): what a payment gateway
 * lets a shop keep. Never the number nor the security code: brand, last four digits, expiry and
 * the card holder's name. The gateway token stays inside the commerce service.
 */
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
