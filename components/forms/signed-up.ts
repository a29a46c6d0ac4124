/**
 * "This browser has signed up already": set by every newsletter sign-up that succeeded (the
 * footer's, the newsletter block's, a pop-up's first step) and read by the pop-ups, so a visitor
 * who gave their e-mail anywhere is not asked again. Local storage, since it outlives the
 * session; a browser without it simply may be asked again.
 */
const SIGNED_UP_KEY = 'wwc-signed-up';

export function markSignedUp() {
  try {
    localStorage.setItem(SIGNED_UP_KEY, new Date().toISOString().slice(0, 10));
  } catch {
    // Without local storage the pop-up may ask again: nothing worse.
  }
}

export function hasSignedUp(): boolean {
  try {
    return localStorage.getItem(SIGNED_UP_KEY) !== null;
  } catch {
    return false;
  }
}
