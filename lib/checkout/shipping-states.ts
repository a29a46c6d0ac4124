/**
 * Where wine may be shipped: the winery holds no direct-to-consumer permit in these states (the
 * FAQ promises shoppers are told so). One rule for checkout (local-commerce/shipping.ts), club
 * joining and the address book (`wineShippingState` in lib/checkout/field-rules.ts, and the embedded
 * service's club-membership route).
 */
import { US_STATES, usStateName } from './us-states';

export const STATES_NOT_RECEIVING_WINE: readonly string[] = ['AL', 'MS', 'RI', 'UT'];

/** Null when wine may go to the state, else the reason in words a shopper can act on. */
export function wineShippingRefusal(stateCode: string): string | null {
  if (!STATES_NOT_RECEIVING_WINE.includes(stateCode.toUpperCase())) return null;
  return `Sorry, we cannot ship wine to ${usStateName(stateCode.toUpperCase())}. Please choose a shipping address in another state.`;
}

/** The states club wine may ship to: the state select of the account's address forms. */
export const WINE_SHIPPING_STATES = US_STATES.filter(
  (state) => !STATES_NOT_RECEIVING_WINE.includes(state.value),
);
