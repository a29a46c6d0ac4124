/**
 * The 50 US states plus the District of Columbia, as the form field library defines its state
 * select (values are the 2-letter codes).
 * One list for every form that asks for a state (checkout, the page-builder forms).
 */
interface UsState {
  value: string;
  label: string;
}

export const US_STATES: readonly UsState[] = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'DC', label: 'District of Columbia' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
];

const CODES = new Set(US_STATES.map((state) => state.value));

/** True for one of the 51 two-letter codes of the list (upper case, as the select sends them). */
export const isUsStateCode = (code: string): boolean => CODES.has(code);

/** The state's name for a code of the list, else the code itself. */
export const usStateName = (code: string): string =>
  US_STATES.find((state) => state.value === code)?.label ?? code;

/**
 * Where wine may be shipped: the winery holds no direct-to-consumer permit in these states (the
 * FAQ promises shoppers are told so). One rule for checkout (local-commerce/shipping.ts), club
 * joining and the address book (`wineShippingState` in lib/checkout/field-rules.ts, and the embedded
 * service's club-membership route).
 */

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
