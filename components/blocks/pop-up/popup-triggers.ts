/**
 * The browser side of the pop-up load conditions: each arms listeners and calls
 * `open` once; the returned function disarms them. The age gate always comes first: nothing is
 * armed until the visitor has confirmed it, so no pop-up ever covers the gate.
 */
import {
  clampThreshold,
  isExitIntentMouse,
  isFastUpwardScroll,
  scrollPercent,
  type LoadCondition,
} from '@/lib/forms/popup';
import { isAgeConfirmed } from '@/lib/customer/age-gate';
import { AGE_GATE_COOKIE, readCookie } from '@/lib/http/cookies';
import { useShellStore } from '@/components/session/shell-store';

/** Mobile detection: below the lg breakpoint (1024 px). */
const MOBILE_QUERY = '(max-width: 1023px)';

function ageConfirmed(): boolean {
  return isAgeConfirmed(readCookie(document.cookie, AGE_GATE_COOKIE));
}

/** Runs `then` once the age gate is confirmed (now, or when its dialog closes confirmed). */
export function afterAgeGate(then: () => () => void): () => void {
  if (ageConfirmed()) return then();
  const gate = document.getElementById('age-gate');
  let disarm: (() => void) | undefined;
  const onClose = () => {
    if (!ageConfirmed() || disarm) return;
    disarm = then();
  };
  gate?.addEventListener('close', onClose);
  return () => {
    gate?.removeEventListener('close', onClose);
    disarm?.();
  };
}

export function armLoadCondition(
  condition: LoadCondition,
  settings: { threshold?: number; delayTime?: number },
  open: () => void,
): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    open();
  };
  if (condition === 'Default') {
    fire();
    return () => undefined;
  }
  if (condition === 'Delay') {
    const timer = window.setTimeout(fire, Math.max(0, settings.delayTime ?? 0));
    return () => window.clearTimeout(timer);
  }
  if (condition === 'Scroll') {
    const threshold = clampThreshold(settings.threshold);
    const check = () => {
      const { scrollHeight } = document.documentElement;
      if (scrollPercent(window.scrollY, scrollHeight, window.innerHeight) >= threshold) fire();
    };
    window.addEventListener('scroll', check, { passive: true });
    // A visitor who scrolled before the listener was armed (page still hydrating, or the browser
    // restored the position on reload) sends no further scroll event: check where they are now.
    // Only when scrolled at all, so a page too short to scroll never opens it by itself.
    if (window.scrollY > 0) check();
    return () => window.removeEventListener('scroll', check);
  }
  // Exit Intent: the page is hidden; desktop: the mouse moves up within 50 px of the top;
  // mobile: a fast upward scroll.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') fire();
  };
  let pointerWasLower = false;
  const onMouseMove = (event: MouseEvent) => {
    if (window.matchMedia(MOBILE_QUERY).matches) return;
    if (!isExitIntentMouse(event.clientY)) pointerWasLower = true;
    else if (pointerWasLower) fire();
  };
  let last = { y: window.scrollY, at: performance.now() };
  const onScroll = () => {
    const now = { y: window.scrollY, at: performance.now() };
    if (
      window.matchMedia(MOBILE_QUERY).matches &&
      isFastUpwardScroll(last.y, now.y, now.at - last.at)
    )
      fire();
    last = now;
  };
  document.addEventListener('visibilitychange', onVisibility);
  document.addEventListener('mousemove', onMouseMove);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    document.removeEventListener('mousemove', onMouseMove);
    window.removeEventListener('scroll', onScroll);
  };
}

/** A field the visitor may be typing in: a text input, a text area, a select or editable text. */
function isTypingField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file'].includes(
    element.type,
  );
}

/**
 * The visitor is filling something in: typing in a field, or on any control of a form (its
 * consent box just ticked, its submit button next). Scrolling to the footer's sign-up is exactly
 * what arms a scroll pop-up, which then covered the form being filled.
 */
function isFillingIn(element: Element | null): boolean {
  if (isTypingField(element)) return true;
  return (
    element instanceof HTMLElement &&
    element.matches('input, select, textarea, button') &&
    element.closest('form') !== null
  );
}

/**
 * Runs `open` now, or, while the visitor is filling in a field or a form, once focus has left
 * them: a modal opened mid-word would take the focus (and the next keystrokes) away from what
 * they were writing. Returns the function that stops waiting.
 */
export function whenNotTyping(open: () => void): () => void {
  if (!isFillingIn(document.activeElement)) {
    open();
    return () => undefined;
  }
  let timer: number | undefined;
  const onFocusOut = () => {
    // Focus moving from one field to the next passes through <body>: check once it settled.
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (isFillingIn(document.activeElement)) return;
      document.removeEventListener('focusout', onFocusOut);
      open();
    }, 500);
  };
  document.addEventListener('focusout', onFocusOut);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('focusout', onFocusOut);
  };
}

/** How long the page must be still (no scroll) before a due pop-up opens. */
export const STILL_MS = 1_000;
const CHECK_MS = 250;

/**
 * Something else holds the visitor's attention: another dialog is open (the cart, a login, the
 * consent preferences) or the cookie banner still asks (its height is known while it shows).
 */
function somethingElseShows(): boolean {
  if (document.querySelector('dialog[open]')) return true;
  return useShellStore.getState().cookieBannerHeight !== null;
}

/**
 * Runs `open` once the visitor is not in the middle of something: not scrolling (the
 * page still for a second: a scroll pop-up fired mid-scroll, over the link being reached), no
 * other dialog or the cookie banner showing, and not filling in a form (`whenNotTyping`).
 * Returns the function that stops waiting.
 */
export function whenUndisturbed(open: () => void): () => void {
  let lastScroll = performance.now();
  const onScroll = () => {
    lastScroll = performance.now();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  let stopTyping: () => void = () => undefined;
  const timer = window.setInterval(() => {
    if (performance.now() - lastScroll < STILL_MS || somethingElseShows()) return;
    window.clearInterval(timer);
    window.removeEventListener('scroll', onScroll);
    stopTyping = whenNotTyping(open);
  }, CHECK_MS);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('scroll', onScroll);
    stopTyping();
  };
}
