/**
 * The visitor's consent: ONE record, written by the cookie banner and by the consent preferences
 * that 'Do Not Sell or Share My Personal Information' opens, and read by everything that shares
 * data (the data layer and tag manager, Builder's visitor tracking, third-party embeds, the e-mail
 * marketing tracker).
 *
 * The record is the consent manager's own cookie (the spec's "consent management" third-party
 * load is a OneTrust-style manager): `OptanonConsent`, a URL-encoded query string whose `groups`
 * field lists the cookie groups as `ID:1` (allowed) or `ID:0` (denied), e.g.
 * `groups=C0001:1,C0002:1,C0003:0,C0004:0`. Keeping its format means a hosted manager can take over
 * the same cookie without any reader changing.
 *
 * Groups: C0001 strictly necessary, C0002 performance/analytics, C0003 functional, C0004 targeting.
 * - analytics (C0002:1) allows data-layer pushes, the tag manager and Builder's visitor tracking
 *   (`canTrack`); all are off otherwise, including when there is no consent cookie at all.
 * - third-party embeds (video players, maps, calendars, forms) set functional and targeting
 *   cookies: a cookie that denies C0003 or C0004 blocks them (the facade offers a link instead).
 *   Without a consent cookie (no choice made yet) the visitor's click on the facade is the consent
 *   to load the embed.
 * - the e-mail marketing tracker needs analytics and targeting.
 * The parsing is pure (a request's Cookie header or `document.cookie`); the browser helpers at the
 * end read and write `document.cookie` and tell open pages about a change at once.
 */
import { CONSENT_COOKIE, readCookie, writeConsentCookie } from '../http/cookies';

/** Dispatched on `window` when this page writes a new choice. */
export const CONSENT_CHANGE_EVENT = 'wwc-consent-change';

const CONSENT_GROUPS = {
  necessary: 'C0001',
  analytics: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
} as const;

export interface ConsentChoice {
  analytics: boolean;
  functional: boolean;
  targeting: boolean;
}

export interface Consent extends ConsentChoice {
  /** False while the visitor has not chosen (cookie missing or unreadable). */
  known: boolean;
}

export const NO_CONSENT: Consent = {
  known: false,
  analytics: false,
  functional: false,
  targeting: false,
};

/** Accept in the banner, or preferences that allow sharing. */
export const ALL_ALLOWED: ConsentChoice = { analytics: true, functional: true, targeting: true };
/** Decline, or 'Do Not Sell or Share': strictly necessary cookies only. */
export const NECESSARY_ONLY: ConsentChoice = {
  analytics: false,
  functional: false,
  targeting: false,
};

/** Parses the consent cookie's raw value (as stored, URL-encoded). */
export function parseConsentCookie(raw: string | undefined): Consent {
  if (!raw) return NO_CONSENT;
  let groupsField: string | null;
  try {
    groupsField = new URLSearchParams(raw).get('groups');
  } catch {
    return NO_CONSENT;
  }
  if (!groupsField) return NO_CONSENT;
  const groups = new Map<string, string>();
  for (const entry of groupsField.split(',')) {
    const [id, state] = entry.split(':');
    if (id && state !== undefined) groups.set(id.trim(), state.trim());
  }
  const allowed = (id: string) => groups.get(id) === '1';
  return {
    known: true,
    analytics: allowed(CONSENT_GROUPS.analytics),
    functional: allowed(CONSENT_GROUPS.functional),
    targeting: allowed(CONSENT_GROUPS.targeting),
  };
}

/**
 * The cookie value recording `choice` (strictly necessary always on), in the manager's format:
 * `parseConsentCookie(consentCookieValue(choice, now))` gives the choice back.
 */
export function consentCookieValue(choice: ConsentChoice, now: Date): string {
  const flag = (allowed: boolean) => (allowed ? '1' : '0');
  return new URLSearchParams({
    isGpcEnabled: '0',
    datestamp: now.toUTCString(),
    groups: [
      `${CONSENT_GROUPS.necessary}:1`,
      `${CONSENT_GROUPS.analytics}:${flag(choice.analytics)}`,
      `${CONSENT_GROUPS.functional}:${flag(choice.functional)}`,
      `${CONSENT_GROUPS.targeting}:${flag(choice.targeting)}`,
    ].join(','),
  }).toString();
}

export const consentFromCookies = (cookieHeader: string | undefined): Consent =>
  parseConsentCookie(readCookie(cookieHeader, CONSENT_COOKIE, { raw: true }));

/** Data-layer pushes and the tag manager: only with analytics consent. */
export const analyticsAllowed = (consent: Consent): boolean => consent.analytics;

/** Builder's visitor tracking: only with analytics consent. */
export const builderCanTrack = (consent: Consent): boolean => consent.analytics;

/** The e-mail marketing tracker shares the visitor with a marketing service: analytics and targeting. */
export const emailTrackerAllowed = (consent: Consent): boolean =>
  consent.analytics && consent.targeting;

/** Third-party embeds: blocked only when a consent cookie exists and denies functional or targeting. */
export const embedsBlocked = (consent: Consent): boolean =>
  consent.known && (!consent.functional || !consent.targeting);

/** The banner shows until the visitor has chosen. */
export const needsConsentChoice = (consent: Consent): boolean => !consent.known;

// Browser helpers (client components only).

/** This browser's consent now. */
export function browserConsent(): Consent {
  return typeof document === 'undefined' ? NO_CONSENT : consentFromCookies(document.cookie);
}

/**
 * Records the visitor's choice for every later read (this page and the next page load) and tells
 * the open page, so a denial stops pushes, embeds and Builder tracking at once.
 */
export function writeBrowserConsent(choice: ConsentChoice, now = new Date()): void {
  writeConsentCookie(consentCookieValue(choice, now));
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** Calls `listener` whenever this page records a new choice; returns the unsubscribe. */
export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
}
