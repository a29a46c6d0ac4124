/**
 * Pencil banner rules: the 7-day dismissal keyed by the banner
 * text, the countdown and the page targeting. The banners run in the browser on every page; the
 * model's schemas live in `pencil-banner-schema.ts` so their validation code stays on the server.
 */
import type { PencilBannerOptions, Targeting } from './pencil-banner-schema';
import { targetingHolds, urlPathRuleValue } from './builder-targeting';
import { scriptSafeJson } from '../site/script-json';

export type { PencilBannerOptions, Targeting } from './pencil-banner-schema';

const PENCIL_BANNER_DISMISS_DAYS = 7;
export const COUNTDOWN_TICK_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PencilBanner extends PencilBannerOptions {
  id: string;
  targeting: Targeting;
}

/**
 * An entry targets a path when every urlPath rule holds, with Builder's operators
 * (lib/content/builder-targeting.ts); no rules means every page. Rules on other attributes (device...)
 * are not the page's and do not exclude a banner.
 */
export function bannerTargetsPath(targeting: Targeting, pathname: string): boolean {
  return targetingHolds({ urlPath: pathname }, urlPathRules(targeting));
}

const urlPathRules = (targeting: Targeting) =>
  targeting.filter((rule) => rule.property === 'urlPath');

/**
 * `banners.findIndex((banner) => bannerTargetsPath(banner.targeting, location.pathname))` as
 * browser script source (an expression; -1 when no banner is aimed at the page), for inline
 * scripts that must pick the banner before React knows the path (components/shell/pencil-banner).
 * The same operators on the path as `ruleHolds` (text ones; a number never equals a path).
 */
export function bannerAtPathScript(targetings: Targeting[]): string {
  const banners = targetings.map((targeting) =>
    urlPathRules(targeting).map((rule) => ({
      o: rule.operator,
      v: (Array.isArray(rule.value) ? rule.value : [rule.value]).map((value) =>
        typeof value === 'string' ? urlPathRuleValue(value) : value,
      ),
    })),
  );
  const holds =
    "function(r){var m=r.v.map(function(v){var s=String(v);switch(r.o){case'is':return p===v;case'isNot':return p!==v;case'contains':return p.indexOf(s)!==-1;case'startsWith':return p.indexOf(s)===0;case'endsWith':return p.length>=s.length&&p.substr(p.length-s.length)===s;default:return false}});return r.o==='isNot'?m.every(Boolean):m.some(Boolean)}";
  return `(function(b,p){for(var i=0;i<b.length;i++){if(b[i].every(${holds}))return i}return -1})(${scriptSafeJson(banners)},location.pathname)`;
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
