/**
 * Rules of the embedded commerce service that are not storefront constants (those live in
 * lib/constants.ts). Kept together so the README and the tests can point at one place.
 */
import { EMBEDDED_COMMERCE } from '../lib/settings/defaults';

/** The inventory location the web store ships from (app config `c7WineShippingLocation`). */
export const SHIPPING_LOCATION_ID = EMBEDDED_COMMERCE.shippingLocationId;

// Shipping and tax per destination state: seed/state-rates.ts.

/** The only card number the local payment stand-in accepts. */
export const TEST_CARD_NUMBER = '4242424242424242';

export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const CUSTOMER_TOKEN_TTL_DAYS = 30;
export const LINK_TOKEN_TTL_MINUTES = 60;

export { MIN_PASSWORD_LENGTH } from '../lib/constants';
export const MAX_BODY_BYTES = 1_000_000;
/** Commerce7 answers at most 50 records a page on its lists (developer docs, "Pagination"). */
export const MAX_PAGE_SIZE = 50;
