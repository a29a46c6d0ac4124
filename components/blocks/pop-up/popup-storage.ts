/**
 * Where a pop-up keeps its state in the browser: its step under the wwc-popup local-storage keys,
 * the one-per-session mark in session storage, and step 1's values in cookies for the SMS step.
 * Storage never breaks the page (blocks spec section 8: reported, returns false).
 */
import {
  POPUP_DOB_COOKIE,
  POPUP_EMAIL_COOKIE,
  POPUP_SESSION_KEY,
  parseStoredState,
  popupStorageKey,
  type StoredPopupState,
} from '@/lib/forms/popup';

/** Local storage never breaks the page (blocks spec section 8: reported, returns false). */
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
/** Step 1's e-mail and date of birth wait in cookies for the SMS step (null: forget both). */
export function rememberStepOne(values: { email: string; dateOfBirth: string } | null) {
  const entries = [
    [POPUP_EMAIL_COOKIE, values?.email],
    [POPUP_DOB_COOKIE, values?.dateOfBirth],
  ] as const;
  for (const [name, value] of entries) {
    document.cookie = value
      ? `${name}=${encodeURIComponent(value)}; path=/; max-age=86400; samesite=lax`
      : `${name}=; path=/; max-age=0; samesite=lax`;
  }
}
export function rememberedValue(name: string): string {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  if (!entry) return '';
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return ''; // a garbled cookie is as good as none
  }
}
