/**
 * Visitor consent, read from the consent manager's cookie. The shell uses a OneTrust-style banner:
 * its cookie `OptanonConsent` is a URL-encoded query string whose `groups` field lists the cookie
 * groups as `ID:1` (allowed) or `ID:0` (denied), e.g. `groups=C0001:1,C0002:1,C0003:0,C0004:0`.
 *
 * Groups: C0001 strictly necessary, C0002 performance/analytics, C0003 functional, C0004 targeting.
 * - analytics (C0002:1) turns on Builder's visitor tracking (`canTrack`); it is off otherwise,
 *   including when there is no consent cookie at all.
 * - third-party embeds (video players, maps, calendars, forms) set functional and targeting
 *   cookies: a cookie that denies C0003 or C0004 blocks them (the facade offers a link instead).
 *   Without a consent cookie (no consent manager on the page) the visitor's click on the facade is
 *   the consent to load the embed.
 * Pure: works on `document.cookie` in the browser and on a request's Cookie header on the server.
 */

export const CONSENT_COOKIE = 'OptanonConsent';

export const CONSENT_GROUPS = {
  necessary: 'C0001',
  analytics: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
} as const;

export interface Consent {
  /** False when the consent cookie is missing or unreadable. */
  known: boolean;
  analytics: boolean;
  functional: boolean;
  targeting: boolean;
}

export const NO_CONSENT: Consent = {
  known: false,
  analytics: false,
  functional: false,
  targeting: false,
};

/** The value of one cookie in a Cookie header / `document.cookie` string. */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

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

export const consentFromCookies = (cookieHeader: string | undefined): Consent =>
  parseConsentCookie(readCookie(cookieHeader, CONSENT_COOKIE));

/** Builder's visitor tracking: only with analytics consent. */
export const builderCanTrack = (consent: Consent): boolean => consent.analytics;

/** Third-party embeds: blocked only when a consent cookie exists and denies functional or targeting. */
export const embedsBlocked = (consent: Consent): boolean =>
  consent.known && (!consent.functional || !consent.targeting);
