/**
 * Where a pop-up keeps its state in the browser: its step under the wwc-popup local-storage keys,
 * the one-per-session mark in session storage, and step 1's values for the SMS step (the e-mail in
 * the remembered-email cookie, the date of birth in local storage). Storage never breaks the page
 * (a failure is reported and reads as false).
 */
import {
  OLD_POPUP_DATE_OF_BIRTH_COOKIE,
  POPUP_EMAIL_COOKIE,
  readCookie,
  writePopupCookie,
} from '@/lib/http/cookies';
import {
  POPUP_DOB_KEY,
  POPUP_SESSION_KEY,
  parseStoredState,
  popupStorageKey,
  type StoredPopupState,
} from '@/lib/forms/popup';

/** Local storage never breaks the page: a failure is reported and reads as false. */
export function readState(id: string): StoredPopupState | undefined {
  try {
    return parseStoredState(localStorage.getItem(popupStorageKey(id)));
  } catch (error) {
    console.error('[popup] local storage unavailable', error);
    return undefined;
  }
}
export function saveState(id: string, state: StoredPopupState): boolean {
  try {
    localStorage.setItem(popupStorageKey(id), JSON.stringify(state));
    return true;
  } catch (error) {
    console.error('[popup] local storage unavailable', error);
    return false;
  }
}
export function seenThisSession(): string | null {
  try {
    return sessionStorage.getItem(POPUP_SESSION_KEY);
  } catch {
    return null;
  }
}
export function markSeen(id: string) {
  try {
    sessionStorage.setItem(POPUP_SESSION_KEY, id);
  } catch {
    // Without session storage the pop-up simply may show again.
  }
}
/**
 * Step 1's e-mail (cookie) and date of birth (local storage) wait for the SMS step; null forgets
 * both. False when local storage failed (reported).
 */
export function rememberStepOne(values: { email: string; dateOfBirth: string } | null): boolean {
  writePopupCookie(POPUP_EMAIL_COOKIE, values?.email);
  // Earlier versions kept the date of birth in a cookie: drop it if still there.
  writePopupCookie(OLD_POPUP_DATE_OF_BIRTH_COOKIE, undefined);
  try {
    if (values?.dateOfBirth) localStorage.setItem(POPUP_DOB_KEY, values.dateOfBirth);
    else localStorage.removeItem(POPUP_DOB_KEY);
    return true;
  } catch (error) {
    console.error('[popup] local storage unavailable', error);
    return false;
  }
}

/** The e-mail step 1 remembered ('' when none); step 1 checks it again before it is used. */
export function rememberedEmail(): string {
  return readCookie(document.cookie, POPUP_EMAIL_COOKIE) ?? '';
}

/** The date of birth step 1 remembered ('' when none, or local storage is unavailable). */
export function rememberedDateOfBirth(): string {
  try {
    return localStorage.getItem(POPUP_DOB_KEY) ?? '';
  } catch (error) {
    console.error('[popup] local storage unavailable', error);
    return '';
  }
}
