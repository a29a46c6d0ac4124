/**
 * The browser side of the load conditions (blocks spec section 4): each arms listeners and calls
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
import { AGE_GATE_CONFIRMED_VALUE, AGE_GATE_COOKIE } from '@/lib/age-gate';

/** Mobile detection: below the lg breakpoint (1024 px). */
const MOBILE_QUERY = '(max-width: 1023px)';

function ageConfirmed(): boolean {
  return document.cookie.split('; ').includes(`${AGE_GATE_COOKIE}=${AGE_GATE_CONFIRMED_VALUE}`);
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
