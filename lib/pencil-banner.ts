/**
 * Pencil banner rules (blocks spec sections 3, 4 and 9): the 7-day dismissal keyed by the banner
 * text, the countdown and the page targeting. The banners run in the browser on every page; the
 * model's schemas live in `pencil-banner-schema.ts` so their validation code stays on the server.
 */
import type { PencilBannerOptions, Targeting } from './pencil-banner-schema';
import { scriptSafeJson } from './script-json';

export type { PencilBannerOptions, Targeting } from './pencil-banner-schema';

export const PENCIL_BANNER_DISMISS_DAYS = 7;
export const COUNTDOWN_TICK_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PencilBanner extends PencilBannerOptions {
  id: string;
  targeting: Targeting;
}

/** An entry targets a path when every urlPath rule matches; no rules means every page. */
export function bannerTargetsPath(targeting: Targeting, pathname: string): boolean {
  return targeting
    .filter((rule) => rule.property === 'urlPath')
    .every((rule) => {
      const values = Array.isArray(rule.value) ? rule.value : [rule.value];
      return values.some((value) =>
        rule.operator === 'startsWith' ? pathname.startsWith(value) : pathname === value,
      );
    });
}

/**
 * `banners.findIndex((banner) => bannerTargetsPath(banner.targeting, location.pathname))` as
 * browser script source (an expression; -1 when no banner is aimed at the page), for inline
 * scripts that must pick the banner before React knows the path (components/shell/pencil-banner).
 */
export function bannerAtPathScript(targetings: Targeting[]): string {
  const banners = targetings.map((targeting) =>
    targeting
      .filter((rule) => rule.property === 'urlPath')
      .map((rule) => ({
        startsWith: rule.operator === 'startsWith',
        values: Array.isArray(rule.value) ? rule.value : [rule.value],
      })),
  );
  return `(function(b,p){for(var i=0;i<b.length;i++){if(b[i].every(function(r){return r.values.some(function(v){return r.startsWith?p.indexOf(v)===0:p===v})}))return i}return -1})(${scriptSafeJson(banners)},location.pathname)`;
}

/** The local-storage key of a banner's dismissal; the expiry sits beside it under `${key}_expiry`. */
export function dismissalKey(text: string): string {
  return `pencil-banner-dismissed:${text}`;
}
export function expiryKey(key: string): string {
  return `${key}_expiry`;
}

/** When a dismissal made at `now` stops counting: 7 days (days times 24 hours) later. */
export function dismissalExpiry(now: number, days: number = PENCIL_BANNER_DISMISS_DAYS): number {
  return now + days * DAY_MS;
}

/** Dismissed while a stored dismissal exists and its expiry (if any) is still ahead. */
export function isDismissed(stored: string | null, expiry: string | null, now: number): boolean {
  if (stored === null) return false;
  if (expiry === null) return true;
  const expiresAt = Number(expiry);
  return Number.isFinite(expiresAt) && now < expiresAt;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `endDate`, or null once it is reached (the banner disappears at zero). */
export function countdownParts(endDate: string | undefined, now: number): CountdownParts | null {
  if (!endDate) return null;
  const end = Date.parse(endDate);
  if (Number.isNaN(end)) return null;
  const left = Math.floor((end - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** A banner shows when not dismissed, and (for a countdown) while its end date is ahead. */
export function isBannerLive(
  banner: Pick<PencilBannerOptions, 'bannerType' | 'endDate'>,
  now: number,
): boolean {
  return banner.bannerType !== 'countdown' || countdownParts(banner.endDate, now) !== null;
}
