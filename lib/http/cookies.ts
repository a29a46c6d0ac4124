/**
 * Every cookie the site reads or writes: its name, its lifetime and how the browser writes it,
 * and the one parser of a Cookie header. Names only and no server code, so the proxy, next.config's
 * rules, client components and the inline age-gate script take them from here. The server reads
 * and writes through server/cookies.ts, the only caller of Next's `cookies()`, which adds the
 * attributes that follow the settings (`Secure`, and `HttpOnly` of the session).
 *
 * Every cookie the site writes covers the whole site (`Path=/`) with `SameSite=Lax`.
 */

const DAY_SECONDS = 24 * 60 * 60;
const YEAR_SECONDS = 365 * DAY_SECONDS;

// The session: httpOnly, except with Commerce7, whose widget reads them in the browser.
/** The signed-in customer's token; lasts the browser session (no lifetime is specified). */
export const CUSTOMER_TOKEN_COOKIE = 'customerToken';
export const CART_ID_COOKIE = 'cartId';
export const CART_ID_COOKIE_MAX_AGE_SECONDS = YEAR_SECONDS;

// Session hints (lib/customer/session-hints.ts): never secrets, read by scripts.
/** '1' while a customer token exists; written and cleared by the server with the token. */
export const SIGNED_IN_COOKIE = 'signedIn';
/** The cart's item count; the server writes 'unknown' with a new cart, the browser the number. */
export const CART_COUNT_COOKIE = 'cartCount';

// httpOnly, written by the server only.
/** The customer's order count, as the last customer load saw it; lasts the browser session. */
export const ORDER_COUNT_COOKIE = 'orderCount';
/** The cart of a checkout whose outcome is not known yet (server/visitor/checkout-outcome.ts). */
export const PENDING_CHECKOUT_COOKIE = 'pendingCheckout';
/** A lost checkout is settled within minutes; a day covers a shopper who comes back later. */
export const PENDING_CHECKOUT_COOKIE_MAX_AGE_SECONDS = DAY_SECONDS;
/**
 * A form's answer, carried to the page a native post goes back to (server/actions/answer-back.ts):
 * a minute is ample for the redirect that reads it.
 */
export const POSTED_ANSWER_COOKIE = 'postedAnswer';
export const POSTED_ANSWER_COOKIE_MAX_AGE_SECONDS = 60;
/** This browser's id among the owner's known devices (server/security/known-device.ts). */
export const KNOWN_DEVICE_COOKIE = 'knownDevice';
/** How long a device is remembered after its last sign-in to an address. */
export const KNOWN_DEVICE_DAYS = 180;

// Written by scripts in the browser (the age gate also by its form without scripts).
/** 'false' once the visitor confirmed their age (lib/customer/age-gate.ts). */
export const AGE_GATE_COOKIE = 'ageGate';
export const AGE_GATE_COOKIE_MAX_AGE_SECONDS = YEAR_SECONDS;
/** The consent manager's record (lib/tracking/consent.ts); kept a year, like the manager's. */
export const CONSENT_COOKIE = 'OptanonConsent';
const CONSENT_COOKIE_MAX_AGE_SECONDS = YEAR_SECONDS;
/** A pop-up's step 1 e-mail, kept for its SMS step (the `wwc-popup` prefix of lib/forms/popup.ts). */
export const POPUP_EMAIL_COOKIE = 'wwc-popup-email';
const POPUP_EMAIL_COOKIE_MAX_AGE_SECONDS = DAY_SECONDS;
/** Where earlier versions kept step 1's date of birth; only ever deleted now. */
export const OLD_POPUP_DATE_OF_BIRTH_COOKIE = 'wwc-popup-dob';

// Read only: written by someone else.
/** Set by the visitor (or QA) to keep the tag manager off in this browser. */
export const DISABLE_GTM_COOKIE = 'disableGTM';
/** The e-mail marketing tracker's cookie (set by its script once it knows the visitor). */
export const EMAIL_TRACKER_COOKIE = '__kla_id';
/** Next's draft-mode cookie, written by Next: an editor's request, never cached. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Reads one cookie of a request's Cookie header or `document.cookie`. Values come back
 * URL-decoded, as the site writes them encoded; a value that is not valid encoding is returned as
 * stored. `raw` keeps a value whose own format is URL-encoded (the consent manager's record)
 * exactly as stored.
 */
export function readCookie(
  cookieHeader: string | undefined,
  name: string,
  { raw = false }: { raw?: boolean } = {},
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const stored = part.slice(separator + 1).trim();
    if (raw) return stored;
    try {
      return decodeURIComponent(stored);
    } catch {
      return stored;
    }
  }
  return undefined;
}

/** Whether the cookie is set at all (an empty value counts). */
export const hasCookie = (cookieHeader: string | undefined, name: string): boolean =>
  readCookie(cookieHeader, name, { raw: true }) !== undefined;

/**
 * What a script assigns to `document.cookie` to write one cookie (a `maxAge` of 0 deletes it).
 * `encodedValue` goes in as given: the caller encodes it, or it is encoded by its own format.
 */
export function browserCookieText(
  name: string,
  encodedValue: string,
  { maxAge, secure = false }: { maxAge: number; secure?: boolean },
): string {
  return `${name}=${encodedValue}; path=/; max-age=${maxAge}; samesite=lax${secure ? '; secure' : ''}`;
}

/** Writes the cookie in this browser; `Secure` when the page itself came over HTTPS. */
function writeBrowserCookie(
  name: string,
  encodedValue: string,
  { maxAge, secureOnHttps }: { maxAge: number; secureOnHttps: boolean },
): void {
  const secure = secureOnHttps && window.location.protocol === 'https:';
  document.cookie = browserCookieText(name, encodedValue, { maxAge, secure });
}

/** The cart count hint as the browser's cart store writes it; null deletes it. */
export function writeCartCountCookie(count: number | null): void {
  if (count === null) writeBrowserCookie(CART_COUNT_COOKIE, '', { maxAge: 0, secureOnHttps: true });
  else
    writeBrowserCookie(CART_COUNT_COOKIE, String(count), {
      maxAge: CART_ID_COOKIE_MAX_AGE_SECONDS,
      secureOnHttps: true,
    });
}

/** The consent record, already in the manager's URL-encoded format. */
export function writeConsentCookie(encodedRecord: string): void {
  writeBrowserCookie(CONSENT_COOKIE, encodedRecord, {
    maxAge: CONSENT_COOKIE_MAX_AGE_SECONDS,
    secureOnHttps: true,
  });
}

/** A pop-up cookie (its e-mail, or the old date of birth); undefined or '' deletes it. */
export function writePopupCookie(
  name: typeof POPUP_EMAIL_COOKIE | typeof OLD_POPUP_DATE_OF_BIRTH_COOKIE,
  value: string | undefined,
): void {
  if (value)
    writeBrowserCookie(name, encodeURIComponent(value), {
      maxAge: POPUP_EMAIL_COOKIE_MAX_AGE_SECONDS,
      secureOnHttps: false,
    });
  else writeBrowserCookie(name, '', { maxAge: 0, secureOnHttps: false });
}
