/** A cart, its items, and the order a checked-out cart becomes. */
import * as v from 'valibot';
import { AddressSchema } from './customer-schema';
import { optionalNumber, optionalString } from './tolerant-schema';

const CartItemSchema = v.object({
  sku: v.string(),
  productTitle: v.string(),
  variantTitle: optionalString,
  productSlug: optionalString,
  image: optionalString,
  quantity: v.number(),
  /** Unit price in cents as charged (promotion or member price already applied). */
  price: v.number(),
  /** Unit compare price in cents (retail when a lower price applies). */
  comparePrice: optionalNumber,
  /** An event ticket's day (YYYY-MM-DD) and local start time, shown on the line and receipt. */
  eventDate: optionalString,
  eventTime: optionalString,
  /** Its end time and place, for the order e-mail (local service). */
  eventEndTime: optionalString,
  eventPlace: optionalString,
  itemData: v.optional(
    v.nullable(
      v.object({
        recipients: v.nullish(
          v.array(v.object({ email: v.string(), giftMessage: optionalString })),
        ),
      }),
    ),
  ),
});

export const CartSchema = v.object({
  id: v.string(),
  items: v.array(CartItemSchema),
  subTotal: v.nullish(v.number(), 0),
  total: v.number(),
  giftMessage: optionalString,
  customerId: optionalString,
});

export const OrderSchema = v.object({
  id: v.string(),
  orderNumber: v.number(),
  orderSubmittedDate: v.string(),
  orderType: v.nullish(v.string(), 'Regular'),
  customerId: optionalString,
  email: v.string(),
  items: v.array(CartItemSchema),
  subTotal: v.number(),
  shipTotal: v.nullish(v.number(), 0),
  taxTotal: v.nullish(v.number(), 0),
  total: v.number(),
  shipTo: v.nullish(AddressSchema),
  /** Billing address when it differs from shipTo (local service checkout). */
  billTo: v.nullish(AddressSchema),
  giftMessage: optionalString,
  /** The order's custom fields (Commerce7's meta data): checkout's notes (lib/checkout/checkout.ts). */
  metaData: v.nullish(v.record(v.string(), v.unknown())),
});

export type CartItem = v.InferOutput<typeof CartItemSchema>;
export type Cart = v.InferOutput<typeof CartSchema>;
export type Order = v.InferOutput<typeof OrderSchema>;
