import { ALL_ALLOWED, consentCookieValue } from '../../lib/tracking/consent';
import { CONSENT_COOKIE } from '../../lib/http/cookies';

/**
 * The state every browser test starts from: a visitor who has already confirmed the age gate,
 * accepted the cookie banner (the one consent record, lib/tracking/consent.ts; the embedded environment
 * loads no tracking anyway) and answered the site's welcome pop-up (content/popup/welcome.json),
 * so none of them covers the page under test. Cookies are per host (127.0.0.1, every port), but
 * localStorage is per origin: a spec that runs a second server on another port (a stage server,
 * say) must name that origin too, or the welcome pop-up opens there at 50 % scroll — as a modal,
 * making the page under it inert.
 */
/** A cookie of the site's shell as the site sets it, for every port of 127.0.0.1. */
const shellCookie = (name: string, value: string) => ({
  name,
  value,
  domain: '127.0.0.1',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
});

/** The age gate confirmed. */
export const AGE_CONFIRMED = shellCookie('ageGate', 'false');

/** The cookie banner answered: everything allowed. */
export const CONSENT_ANSWERED = shellCookie(
  CONSENT_COOKIE,
  consentCookieValue(ALL_ALLOWED, new Date('2026-01-01T00:00:00Z')),
);

export const WELCOME_POPUP_ANSWERED = {
  name: 'wwc-popup-popup-welcome',
  value: JSON.stringify({ hidePopup: false, completed: true, step: 1 }),
};

/** Storage state of a confirmed visitor whose welcome pop-up is answered on each origin given. */
export function confirmedVisitor(...origins: string[]) {
  return {
    cookies: [AGE_CONFIRMED, CONSENT_ANSWERED],
    origins: origins.map((origin) => ({ origin, localStorage: [WELCOME_POPUP_ANSWERED] })),
  };
}
