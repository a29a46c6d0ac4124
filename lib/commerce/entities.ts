import * as v from 'valibot';
import { listOf, optionalString } from './tolerant-schema';
/**
 * The commerce entities, as valibot schemas: the one contract between the
 * commerce client (server/commerce), the embedded service (local-commerce) and the UI.
 *
 * Shapes follow Commerce7's JSON: money in integer cents, ids as strings. A tolerant reader,
 * because real replies are looser than any one sample:
 * - every optional field accepts `null` as well as absence (Commerce7 sends `null` for an unset
 *   `subTitle`, `teaser`, `content`, `image`, `comparePrice`, `volumeInML`, `maxQuantityPerCart`,
 *   and a virtual gift card's variant has `inventory: null`: public `product/for-web` replies);
 *   lists that may be `null` read as empty;
 * - an enum value we do not know (a new product type, a club status) degrades to a safe default
 *   (`tolerantPicklist`) instead of failing the product;
 * - extra keys are dropped (valibot's `object` strips unknown keys), so a richer reply never
 *   breaks the shop.
 * Whole products that still do not parse are left out of lists by the call groups (one bad
 * product never fails a list). Server code parses with these schemas; browser code imports only
 * the types (no valibot in browser bundles).
 *
 * Import from here: each group of entities has its own module (`product-schema`, `cart-schema`
 * with orders, `customer-schema` with addresses and cards on file, `club-schema`), built from the
 * tolerant-reader pieces of `tolerant-schema`; Commerce7's error body is below.
 */
export * from './product-schema';
export * from './cart-schema';
export * from './customer-schema';
export * from './club-schema';

/**
 * Commerce7's error body, e.g. its 401 `{ statusCode: 401, type: 'unauthorized', message:
 * 'Unauthorized user', errors: [] }` (https://dev-center-docs.commerce7.com/docs/app-authentication).
 */
export const CommerceErrorBodySchema = v.object({
  statusCode: v.number(),
  type: optionalString,
  message: v.string(),
  /** Field-level problems, when the service lists them. */
  errors: listOf(v.unknown()),
});

export type CommerceErrorBody = v.InferOutput<typeof CommerceErrorBodySchema>;
