/**
 * The age gate: at least 21. Confirming stores the ageGate cookie as 'false'
 * (the gate no longer needs to show) and closes it.
 */
import { MINIMUM_AGE } from '@/lib/constants';

export const AGE_GATE_CONFIRMED_VALUE = 'false';
export const AGE_GATE_TEXT = `By entering this website you are confirming that you are at least ${MINIMUM_AGE} years of age.`;
export const AGE_GATE_BUTTON = `Yes, I am at least ${MINIMUM_AGE} years of age`;

/** The gate stays away only for the exact stored value; anything else shows it again. */
export function isAgeConfirmed(cookieValue: string | undefined): boolean {
  return cookieValue === AGE_GATE_CONFIRMED_VALUE;
}

/**
 * Without scripts the gate is a plain page overlay in `<noscript>` (components/shell/age-gate.tsx)
 * whose button posts to `AGE_GATE_CONFIRM_PATH`; the per-request stylesheet at
 * `AGE_GATE_STYLE_PATH` hides it for a visitor who has confirmed. Shared pages are one cached
 * HTML for every visitor, so the cookie can only be read by a request of its own.
 */
export const AGE_GATE_CONFIRM_PATH = '/api/age-gate';
export const AGE_GATE_STYLE_PATH = '/api/age-gate/style';
export const NO_SCRIPT_GATE_ID = 'age-gate-page';

/**
 * What the stylesheet says: a confirmed visitor never sees the overlay; otherwise nothing behind
 * it is painted or reachable by the keyboard (a hidden element takes no focus).
 */
export function noScriptGateStyle(confirmed: boolean): string {
  return confirmed
    ? `#${NO_SCRIPT_GATE_ID}{display:none}`
    : `body:has(#${NO_SCRIPT_GATE_ID})>:not(noscript){visibility:hidden}`;
}

/**
 * Where confirming goes back to: the page the visitor was on (the form's Referer), on this site
 * only, whatever the Referer's host; the home page when there is none.
 */
export function ageGateReturnPath(referer: string | null, safePath: (path: string) => string) {
  const url = referer ? URL.parse(referer) : null;
  if (!url) return '/';
  const path = `${url.pathname}${url.search}`;
  return safePath(path) === path ? path : '/';
}
