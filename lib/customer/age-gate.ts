/**
 * The age gate (storefront spec sections 4 and 5). Confirming stores the ageGate cookie as 'false'
 * (the gate no longer needs to show) and closes it.
 */
import { AGE_GATE_COOKIE, MINIMUM_AGE } from '@/lib/constants';

export { AGE_GATE_COOKIE };
export const AGE_GATE_CONFIRMED_VALUE = 'false';
export const AGE_GATE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const AGE_GATE_TEXT = `By entering this website you are confirming that you are at least ${MINIMUM_AGE} years of age.`;
export const AGE_GATE_BUTTON = `Yes, I am at least ${MINIMUM_AGE} years of age`;

/** The gate stays away only for the exact stored value; anything else shows it again. */
export function isAgeConfirmed(cookieValue: string | undefined): boolean {
  return cookieValue === AGE_GATE_CONFIRMED_VALUE;
}
