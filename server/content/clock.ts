/**
 * The clock that decides which scheduled entries (startDate / endDate) are live. It is the real
 * time, except in browser tests: with the TEST-ONLY switch LOCAL_CONTENT_CLOCK=1 in local or
 * development, `/api/local/clock` may move it (the way LOCAL_COMMERCE_FAULTS opens the embedded
 * service's fault paths). Without the switch the route answers 404 and the offset stays 0, so in
 * stage and production this is always `Date.now()`.
 *
 * The offset lives on globalThis: route handlers and pages may be separate module instances.
 */
import type { AppEnv } from '../config/settings';

const holder = globalThis as typeof globalThis & { __wineryContentClockOffsetMs?: number };

export function contentClockSwitchOn(appEnv: AppEnv, switchValue: string | undefined): boolean {
  return switchValue === '1' && (appEnv === 'local' || appEnv === 'development');
}

export function contentNow(): number {
  return Date.now() + (holder.__wineryContentClockOffsetMs ?? 0);
}

/** Moves the content clock to `now` (ms since the epoch), or back to real time with undefined. */
export function setContentNow(now: number | undefined): void {
  holder.__wineryContentClockOffsetMs = now === undefined ? 0 : now - Date.now();
}
